import Link from "next/link";
import { formatDateTime, formatRupees } from "@/lib/format";
import type { PaymentView } from "@/server/payments/present";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";
import { PaymentStatusBadge } from "./payment-status";

/** Spec §2's Payments table; each plan name opens the payment's detail. */
export function PaymentsTable({ payments }: { payments: readonly PaymentView[] }) {
  if (payments.length === 0) return <p className="text-muted-foreground">No payment matches this search.</p>;
  return (
    <ScrollingTable label="Payments">
      <table className={tableClass}>
        <caption className="sr-only">Payments, newest first</caption>
        <TableHead columns={["Plan Name", "Amount", "Payment status", "User", "Email", "Date"]} />
        <tbody className="divide-y">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <th scope="row" className={`${cellClass} text-start font-medium`}>
                <Link
                  href={`/dashboard/payments/${payment.id}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {payment.plan.name}
                  <span className="sr-only"> payment {payment.basket_id}: details</span>
                </Link>
              </th>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {formatRupees(payment.amount)}
              </td>
              <td className={cellClass}>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className={cellClass}>{payment.member?.name ?? "Deleted account"}</td>
              <td className={`${cellClass} break-all`}>{payment.member?.email ?? "—"}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(payment.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
