import type { Metadata } from "next";
import {
  ADMIN_PAGE_SIZE,
  lastPage,
  listHref,
  readListChoice,
  readListParams,
} from "@/components/admin/list-params";
import { ListSearch } from "@/components/admin/list-search";
import { PAYMENT_STATUS_LABELS } from "@/components/admin/payment-status";
import { PaymentsTable } from "@/components/admin/payments-table";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatQuantity } from "@/lib/format";
import { PAYMENT_STATUSES } from "@/lib/validation/payments";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Payments" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/payments";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The administrators' payments: searched by member name, e-mail or basket id, filtered by status. */
export default async function PaymentsPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const params = await searchParams;
  const { search, page } = readListParams(params);
  const status = readListChoice(params, "status", PAYMENT_STATUSES);
  const result = await (await serverApi()).payments.get({ search, status, page, pageSize: ADMIN_PAGE_SIZE });
  const payments = "payments" in result ? result.payments : [];
  const total = "total" in result ? result.total : payments.length;
  return (
    <div className="grid min-w-0 gap-6">
      <ListSearch
        action={PATH}
        label="Search payments"
        placeholder="Member name, e-mail or basket id"
        search={search}
      >
        <div className="grid gap-2">
          <Label htmlFor="payments-status">Status</Label>
          <Select id="payments-status" name="status" defaultValue={status ?? ""}>
            <option value="">Any status</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </ListSearch>
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">
          Payments{" "}
          <span className="font-normal text-muted-foreground text-sm">
            ({formatQuantity(total, "payment")})
          </span>
        </h2>
        <PaymentsTable payments={payments} />
      </div>
      <Pagination
        page={page}
        last={lastPage(total)}
        hrefFor={(target) => listHref(PATH, { search, status, page: target })}
        label="Payment pages"
      />
    </div>
  );
}
