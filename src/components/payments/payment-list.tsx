import { ReceiptTextIcon, WalletIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { Pagination } from "@/components/discovery/pagination";
import { buttonVariants } from "@/components/ui/button";
import { formatDateTime, formatRupees } from "@/lib/format";
import type { PaymentView } from "@/server/payments/present";
import { PaymentStatusBadge } from "./payment-status";

export const PAYMENTS_PAGE_SIZE = 10;

export function receiptHref(paymentId: string): string {
  return `/dashboard/payment/${paymentId}`;
}

/** Whether a payment has a receipt: it was paid (a refund keeps the receipt it had). */
export function hasReceipt(payment: Pick<PaymentView, "status" | "receipt_number">): boolean {
  return payment.status === "paid" || (payment.status === "refunded" && payment.receipt_number !== null);
}

/**
 * The member's payments (spec §2 /dashboard/payment): plan, amount 'Rs. 2,500', status in words,
 * date in §9's date-time format, and a receipt for each paid one. A table that scrolls sideways
 * inside itself on a phone, so the page never does.
 */
export function PaymentList({
  payments,
  page,
  total,
  pageSize,
}: {
  payments: readonly PaymentView[];
  page: number;
  total: number;
  pageSize: number;
}) {
  const t = useTranslations("payments");
  const locale = useLocale();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) {
    return (
      <SectionPanel icon={<WalletIcon aria-hidden="true" />} title={t("list.emptyTitle")}>
        <p>{t("list.emptyBody")}</p>
        <Link href="/packages" className={buttonVariants()}>
          {t("list.seePlans")}
        </Link>
      </SectionPanel>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4">
      <div className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <h2 id="payments-title" className="font-semibold text-lg leading-tight">
          {t("list.title")}
        </h2>
        {/* Relative: the links' screen-reader text is positioned absolutely, and must scroll with it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
        <section aria-labelledby="payments-title" tabIndex={0} className="relative min-w-0 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="border-b text-start text-muted-foreground">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("list.plan")}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t("list.amount")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("list.status")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("list.date")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  <span className="sr-only">{t("list.receipt")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b last:border-b-0" data-testid="payment-row">
                  <td className="py-3 pe-3 font-medium">{payment.plan.name}</td>
                  <td className="py-3 pe-3 text-end tabular-nums">{formatRupees(payment.amount, locale)}</td>
                  <td className="py-3 pe-3">
                    <PaymentStatusBadge status={payment.status} label={t(`statuses.${payment.status}`)} />
                  </td>
                  <td className="whitespace-nowrap py-3 pe-3 tabular-nums">
                    {formatDateTime(payment.created_at, locale)}
                  </td>
                  <td className="py-3">
                    {hasReceipt(payment) ? (
                      <Link
                        href={receiptHref(payment.id)}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        <ReceiptTextIcon aria-hidden="true" />
                        {t("list.receipt")}
                        <span className="sr-only"> {t("list.receiptFor", { plan: payment.plan.name })}</span>
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <Pagination
        page={page}
        last={last}
        hrefFor={(target) => (target === 1 ? "/dashboard/payment" : `/dashboard/payment?page=${target}`)}
        label={t("list.pages")}
      />
    </div>
  );
}
