import type { Metadata } from "next";
import Form from "next/form";
import Link from "next/link";
import { AuditList } from "@/components/admin/audit-table";
import { listHref, readListChoice } from "@/components/admin/list-params";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { ADMIN_ACTIONS } from "@/lib/admin-actions";
import { getAuditSchema } from "@/lib/validation/audit";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Audit Log" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/audit";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function text(value: string | string[] | undefined, pattern: RegExp): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
}

/** The administrators' trail: filtered by administrator, member, action and days; newest first. */
export default async function AuditPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const params = await searchParams;
  const filters = {
    admin_id: text(params.admin_id, UUID),
    member_id: text(params.member_id, UUID),
    action: readListChoice(params, "action", ADMIN_ACTIONS),
    from: text(params.from, DAY),
    to: text(params.to, DAY),
  };
  const before = text(params.before, UUID);
  const parsed = getAuditSchema.safeParse({ ...filters, before, pageSize: 50 });
  const result = parsed.success
    ? await (await serverApi()).audit.get(parsed.data)
    : { entries: [], next_before: null };
  return (
    <div className="grid min-w-0 gap-6">
      <Form
        action={PATH}
        aria-label="Filter the audit log"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="grid gap-2">
          <Label htmlFor="audit-admin">Administrator (user id)</Label>
          <Input id="audit-admin" name="admin_id" defaultValue={filters.admin_id} placeholder="A user id" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-member">Member (user id)</Label>
          <Input
            id="audit-member"
            name="member_id"
            defaultValue={filters.member_id}
            placeholder="A user id"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-action">Action</Label>
          <Select id="audit-action" name="action" defaultValue={filters.action ?? ""}>
            <option value="">Any action</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit" variant="outline">
            Filter
          </Button>
          <Button asChild variant="ghost">
            <Link href={PATH}>Clear</Link>
          </Button>
        </div>
      </Form>
      {parsed.success ? null : (
        <p role="alert" className="text-destructive text-sm">
          {parsed.error.issues[0]?.message}
        </p>
      )}
      <AuditList entries={result.entries} />
      <nav aria-label="Audit pages" className="flex flex-wrap gap-2">
        {before ? (
          <Button asChild variant="outline" size="sm">
            <Link href={listHref(PATH, filters)}>Newest entries</Link>
          </Button>
        ) : null}
        {result.next_before ? (
          <Button asChild variant="outline" size="sm">
            <Link href={listHref(PATH, { ...filters, before: result.next_before })}>Older entries</Link>
          </Button>
        ) : null}
      </nav>
    </div>
  );
}
