import type { ReactNode } from "react";
import { formatDateTime, formatRupees } from "@/lib/format";
import type { PaymentView } from "@/server/payments/present";
import { cellClass, ScrollingTable, TableHead, tableClass } from "./list-search";
import { PaymentActions } from "./payment-actions";
import { PaymentStatusBadge } from "./payment-status";

type PaymentEvent = {
  id: string;
  kind: string;
  verdict: string | null;
  detail: Record<string, unknown> | null;
  actor_user_id: string | null;
  created_at: Date;
};

export function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
      <h2 className="mb-3 font-semibold text-lg">{title}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">{children}</dl>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** One payment for an administrator: the money, the plan period it bought, the payer, its event log. */
export function PaymentDetail({
  payment,
  events,
}: {
  payment: PaymentView;
  events: readonly PaymentEvent[];
}) {
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <span className="font-semibold">{payment.plan.name}</span>
          <span className="tabular-nums">{formatRupees(payment.amount)}</span>
          <PaymentStatusBadge status={payment.status} />
        </p>
        <PaymentActions payment={payment} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts title="Payment">
          <Fact label="Basket id">
            <span className="font-mono text-xs">{payment.basket_id}</span>
          </Fact>
          <Fact label="Receipt number">{payment.receipt_number ?? "None yet"}</Fact>
          <Fact label="Provider">{payment.provider === "demo" ? "Demo payment" : "PayFast"}</Fact>
          <Fact label="Transaction id">{payment.transaction_id ?? "None yet"}</Fact>
          <Fact label="Created">{formatDateTime(payment.created_at)}</Fact>
          <Fact label="Paid">{payment.paid_at ? formatDateTime(payment.paid_at) : "Not paid"}</Fact>
          {payment.status_reason ? <Fact label="Reason">{payment.status_reason}</Fact> : null}
        </Facts>
        <Facts title="Member and plan period">
          <Fact label="Member">{payment.member?.name ?? "Deleted account"}</Fact>
          <Fact label="Email">{payment.member?.email ?? "—"}</Fact>
          {payment.period ? (
            <>
              <Fact label="Period starts">{formatDateTime(payment.period.start_date)}</Fact>
              <Fact label="Period ends">{formatDateTime(payment.period.end_date)}</Fact>
              <Fact label="Ended early">
                {payment.period.ended_at ? formatDateTime(payment.period.ended_at) : "No"}
              </Fact>
            </>
          ) : (
            <Fact label="Period">None: the payment did not start a plan</Fact>
          )}
        </Facts>
      </div>
      <section aria-labelledby="payment-events-heading" className="grid min-w-0 gap-3">
        <h2 id="payment-events-heading" className="font-semibold text-lg">
          Event log
        </h2>
        {events.length === 0 ? (
          <p className="text-muted-foreground text-sm">No events recorded.</p>
        ) : (
          <ScrollingTable label="Event log">
            <table className={tableClass} aria-labelledby="payment-events-heading">
              <TableHead columns={["Time", "Event", "Verdict", "Fields"]} />
              <tbody className="divide-y">
                {events.map((event) => (
                  <tr key={event.id}>
                    <td className={`${cellClass} whitespace-nowrap align-top`}>
                      {formatDateTime(event.created_at)}
                    </td>
                    <td className={`${cellClass} align-top font-mono text-xs`}>{event.kind}</td>
                    <td className={`${cellClass} align-top font-mono text-xs`}>{event.verdict ?? "—"}</td>
                    <td className={`${cellClass} align-top`}>
                      {event.detail ? (
                        <details>
                          <summary className="cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                            Show the raw fields
                          </summary>
                          <pre className="mt-2 max-w-[60ch] overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 text-xs">
                            {JSON.stringify(event.detail, null, 2)}
                          </pre>
                        </details>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
    </div>
  );
}
