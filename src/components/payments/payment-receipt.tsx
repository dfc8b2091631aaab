import { ArrowLeftIcon, ClockIcon } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { DemoPaymentNotice } from "@/components/payments/demo-payment-notice";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/content/site";
import { formatDate, formatDateTime, formatRupees } from "@/lib/format";
import type { PaymentView } from "@/server/payments/present";
import { hasReceipt } from "./payment-list";
import { PaymentStatusBadge } from "./payment-status";
import { PrintButton } from "./print-button";

/**
 * A paid payment's receipt: receipt number, basket id, the provider's transaction id, plan, period,
 * amount, when it was paid, and who paid. Printable: the dashboard's sidebar and header, and the
 * buttons here, are hidden on paper.
 */
export async function PaymentReceipt({ payment }: { payment: PaymentView }) {
  const t = await getTranslations("payments.receipt");
  const tPayments = await getTranslations("payments");
  const locale = await getLocale();
  if (!hasReceipt(payment)) {
    return (
      <SectionPanel icon={<ClockIcon aria-hidden="true" />} title={t("noneTitle")}>
        <p>{t("noneBody", { status: statusWord(tPayments(`statuses.${payment.status}`), locale) })}</p>
        <Link href="/dashboard/payment" className={buttonVariants({ variant: "outline" })}>
          {t("back")}
        </Link>
      </SectionPanel>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link href="/dashboard/payment" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeftIcon aria-hidden="true" />
          {t("back")}
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
              {t("title", { number: payment.receipt_number ?? "" })}
            </h2>
          </div>
          <PaymentStatusBadge status={payment.status} label={tPayments(`statuses.${payment.status}`)} />
        </header>
        {payment.provider === "demo" ? <DemoPaymentNotice>{t("demo")}</DemoPaymentNotice> : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <Row term={t("number")}>{payment.receipt_number}</Row>
          <Row term={t("plan")}>{payment.plan.name}</Row>
          <Row term={t("period")}>
            {payment.period
              ? t("periodRange", {
                  start: formatDate(payment.period.start_date, locale),
                  end: formatDate(payment.period.end_date, locale),
                })
              : t("notStarted")}
          </Row>
          <Row term={t("amount")}>
            <span className="font-semibold tabular-nums">{formatRupees(payment.amount, locale)}</span>
          </Row>
          <Row term={t("paidAt")}>{formatDateTime(payment.paid_at, locale)}</Row>
          <Row term={t("paidBy")}>
            {payment.member ? (
              <>
                {payment.member.name}
                <br />
                {payment.member.email}
              </>
            ) : (
              t("deletedAccount")
            )}
          </Row>
          <Row term={t("provider")}>
            {payment.provider === "demo" ? t("demoProvider") : t("payfastProvider")}
          </Row>
          <Row term={t("transactionId")}>{payment.transaction_id ?? t("notReported")}</Row>
          <Row term={t("basketId")}>{payment.basket_id}</Row>
        </dl>
        <p className="border-t pt-4 text-muted-foreground text-xs">{t("footnote")}</p>
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

/** "Pending" reads "pending" inside an English sentence; Urdu has no capitals. */
function statusWord(label: string, locale: string): string {
  return locale === "en" ? label.toLowerCase() : label;
}
