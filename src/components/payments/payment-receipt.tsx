import { ArrowLeftIcon, ClockIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { DemoPaymentNotice } from "@/components/payments/demo-payment-notice";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/content/site";
import { formatDate, formatDateTime, formatRupees } from "@/lib/format";
import type { PaymentView } from "@/server/payments/present";
import { hasReceipt } from "./payment-list";
import { PaymentStatusBadge, paymentStatusLabel } from "./payment-status";
import { PrintButton } from "./print-button";

/**
 * A paid payment's receipt: receipt number, basket id, the provider's transaction id, plan, period,
 * amount, when it was paid, and who paid. Printable: the dashboard's sidebar and header, and the
 * buttons here, are hidden on paper.
 */
export function PaymentReceipt({ payment }: { payment: PaymentView }) {
  if (!hasReceipt(payment)) {
    return (
      <SectionPanel icon={<ClockIcon aria-hidden="true" />} title="No receipt for this payment">
        <p>
          This payment is {paymentStatusLabel(payment.status).toLowerCase()}: a receipt is issued once a
          payment is confirmed.
        </p>
        <Link href="/dashboard/payment" className={buttonVariants({ variant: "outline" })}>
          Back to payments
        </Link>
      </SectionPanel>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href="/dashboard/payment" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to payments
        </Link>
        <PrintButton />
      </div>
      <article
        aria-labelledby="receipt-title"
        className="grid gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 border-b pb-4">
          <div className="grid gap-1">
            <p className="font-semibold text-primary">{site.name}</p>
            <h2 id="receipt-title" className="font-semibold text-2xl leading-tight">
              Receipt {payment.receipt_number}
            </h2>
          </div>
          <PaymentStatusBadge status={payment.status} />
        </header>
        {payment.provider === "demo" ? (
          <DemoPaymentNotice>Demo payment: no money moved.</DemoPaymentNotice>
        ) : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <Row term="Receipt number">{payment.receipt_number}</Row>
          <Row term="Plan">{payment.plan.name}</Row>
          <Row term="Period">
            {payment.period
              ? `${formatDate(payment.period.start_date)} to ${formatDate(payment.period.end_date)}`
              : "Not started"}
          </Row>
          <Row term="Amount">
            <span className="font-semibold tabular-nums">{formatRupees(payment.amount)}</span>
          </Row>
          <Row term="Paid at">{formatDateTime(payment.paid_at)}</Row>
          <Row term="Paid by">
            {payment.member ? (
              <>
                {payment.member.name}
                <br />
                {payment.member.email}
              </>
            ) : (
              "A deleted account"
            )}
          </Row>
          <Row term="Payment provider">{payment.provider === "demo" ? "Demo payment" : "PayFast"}</Row>
          <Row term="Transaction id">{payment.transaction_id ?? "Not reported"}</Row>
          <Row term="Basket id">{payment.basket_id}</Row>
        </dl>
        <p className="border-t pt-4 text-muted-foreground text-xs">
          Amounts in Pakistani rupees (PKR). Subscription fees are non-refundable once the plan is active.
        </p>
      </article>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground text-sm">{term}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </>
  );
}
