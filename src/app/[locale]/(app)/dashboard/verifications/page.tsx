import type { Metadata } from "next";
import {
  ADMIN_PAGE_SIZE,
  lastPage,
  listHref,
  readListChoice,
  readListParams,
} from "@/components/admin/list-params";
import { VerificationOpenSwitch } from "@/components/admin/verification-open-switch";
import { VERIFICATION_STATUS_LABELS } from "@/components/admin/verification-status";
import { VerificationsTable } from "@/components/admin/verifications-table";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatQuantity } from "@/lib/format";
import { VERIFICATION_STATUSES } from "@/lib/validation/verifications";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Verifications" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/verifications";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The verification queue: pending requests oldest first (or decided ones), and who may ask. */
export default async function VerificationsPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const params = await searchParams;
  const { page } = readListParams(params);
  const status = readListChoice(params, "status", VERIFICATION_STATUSES) ?? "pending";
  const result = await (await serverApi()).verifications.get({ status, page, pageSize: ADMIN_PAGE_SIZE });
  return (
    <div className="grid min-w-0 gap-6">
      <VerificationOpenSwitch openToAll={result.open_to_all} />
      <form action={PATH} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="verifications-status">Status</Label>
          <Select id="verifications-status" name="status" defaultValue={status}>
            {VERIFICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {VERIFICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">
          {VERIFICATION_STATUS_LABELS[status]} requests{" "}
          <span className="font-normal text-muted-foreground text-sm">
            ({formatQuantity(result.total, "request")})
          </span>
        </h2>
        <VerificationsTable verifications={result.verifications} />
      </div>
      <Pagination
        page={page}
        last={lastPage(result.total)}
        hrefFor={(target) => listHref(PATH, { status, page: target })}
        label="Verification pages"
      />
    </div>
  );
}
