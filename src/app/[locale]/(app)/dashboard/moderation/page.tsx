import type { Metadata } from "next";
import Form from "next/form";
import {
  ADMIN_PAGE_SIZE,
  lastPage,
  listHref,
  readListChoice,
  readListParams,
} from "@/components/admin/list-params";
import { ModerationTable } from "@/components/admin/moderation-table";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatQuantity } from "@/lib/format";
import { REPORT_LIST_STATUSES, REPORT_SOURCES, type ReportListStatus } from "@/lib/validation/reports";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Moderation" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/moderation";

const STATUS_LABELS: Record<ReportListStatus, string> = {
  open: "Open (oldest first)",
  closed: "Closed",
  actioned: "Closed with an action",
  dismissed: "Dismissed",
  all: "All",
};

const SOURCE_LABELS = { member: "Member reports", safety_flag: "Safety flags" } as const;

/** The moderation queue: member reports and safety flags, open ones oldest first. */
export default async function ModerationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireDashboardUser(PATH);
  const params = await searchParams;
  const { page } = readListParams(params);
  const status = readListChoice(params, "status", REPORT_LIST_STATUSES) ?? "open";
  const source = readListChoice(params, "source", REPORT_SOURCES);
  const result = await (await serverApi()).reports.get({ status, source, page, pageSize: ADMIN_PAGE_SIZE });
  const items = "reports" in result ? result.reports : [];
  const total = "total" in result ? result.total : items.length;
  return (
    <div className="grid min-w-0 gap-6">
      <Form action={PATH} aria-label="Filter the queue" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="moderation-status">Status</Label>
          <Select id="moderation-status" name="status" defaultValue={status}>
            {REPORT_LIST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="moderation-source">Source</Label>
          <Select id="moderation-source" name="source" defaultValue={source ?? ""}>
            <option value="">Any source</option>
            {REPORT_SOURCES.map((value) => (
              <option key={value} value={value}>
                {SOURCE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">
          {STATUS_LABELS[status].replace(" (oldest first)", "")} items{" "}
          <span className="font-normal text-muted-foreground text-sm">({formatQuantity(total, "item")})</span>
        </h2>
        <ModerationTable items={items} />
      </div>
      <Pagination
        page={page}
        last={lastPage(total)}
        hrefFor={(target) =>
          listHref(PATH, { status: status === "open" ? undefined : status, source, page: target })
        }
        label="Moderation pages"
      />
    </div>
  );
}
