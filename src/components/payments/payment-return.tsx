"use client";

import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon, Undo2Icon, XCircleIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { DemoPaymentNotice } from "@/components/payments/demo-payment-notice";
import { buttonClass, classes } from "@/components/site/classes";
import { formatDate, formatRupees } from "@/lib/format";
import { RestError, restRequest } from "@/lib/rest-client";
import type { PaymentStatus } from "@/lib/validation/payments";
import { LinkButton, ReturnPanel } from "./return-panel";

/** What the return pages show of a payment, as the server renders it or the REST route answers it. */
export type ReturnPayment = {
  id: string;
  status: PaymentStatus;
  plan: { name: string };
  amount: number;
  provider: string;
  status_reason: string | null;
  period: { start_date: Date | string; end_date: Date | string } | null;
};

/** Every ~2 s for up to ~30 s while the provider has not confirmed (issue 17). */
export const POLL_INTERVAL_MS = 2000;
export const POLL_ATTEMPTS = 15;

/**
 * /success and /failure (spec §2 "Payment return pages"): the stored status of the basket, never
 * what the query says. While it is pending it asks again every two seconds for half a minute. The
 * public pages ship no tRPC client (decision 0007): this reads the REST route with fetch.
 */
export function PaymentReturn({ basketId, initial }: { basketId: string; initial: ReturnPayment }) {
  const [payment, setPayment] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const pending = payment.status === "pending";
  const waiting = pending && attempts < POLL_ATTEMPTS;

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const timer = setTimeout(() => {
      restRequest<{ payment: ReturnPayment }>(`/api/payments/get?basket_id=${encodeURIComponent(basketId)}`)
        .then(({ data }) => {
          if (current && data?.payment) setPayment(data.payment);
        })
        .catch((error: unknown) => {
          // Offline for a moment, or signed out meanwhile: keep the last stored status and try again.
          if (!(error instanceof RestError)) throw error;
        })
        .finally(() => current && setAttempts((count) => count + 1));
    }, POLL_INTERVAL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [waiting, basketId]);

  const t = useTranslations("payments.return");
  return (
    <div aria-live="polite" className="grid gap-4">
      {payment.provider === "demo" ? <DemoPaymentNotice>{t("demoNotice")}</DemoPaymentNotice> : null}
      <StatusBody payment={payment} waiting={waiting} onCheckAgain={() => setAttempts(0)} />
    </div>
  );
}

function StatusBody({
  payment,
  waiting,
  onCheckAgain,
}: {
  payment: ReturnPayment;
  waiting: boolean;
  onCheckAgain: () => void;
}) {
  const t = useTranslations("payments.return");
  const locale = useLocale();
  const what = t("what", { plan: payment.plan.name, amount: formatRupees(payment.amount, locale) });
  switch (payment.status) {
    case "pending":
      return waiting ? (
        <ReturnPanel icon={Loader2Icon} spin title={t("waitingTitle")}>
          <p>{t("waitingBody", { what })}</p>
        </ReturnPanel>
      ) : (
        <ReturnPanel icon={AlertCircleIcon} title={t("notConfirmedTitle")}>
          <p>{t("notConfirmedBody", { what })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={classes(buttonClass.primary, buttonClass.size.default)}
              onClick={onCheckAgain}
            >
              {t("checkAgain")}
            </button>
            <LinkButton href="/dashboard/payment" outline>
              {t("yourPayments")}
            </LinkButton>
          </div>
        </ReturnPanel>
      );
    case "paid":
      return (
        <ReturnPanel icon={CheckCircle2Icon} tone="text-emerald-700" title={t("paidTitle")}>
          <p>
            {t("whatSentence", { what })}{" "}
            {payment.period
              ? t("paidPeriod", {
                  plan: payment.plan.name,
                  start: formatDate(payment.period.start_date, locale),
                  end: formatDate(payment.period.end_date, locale),
                })
              : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <LinkButton href="/dashboard/subscription">{t("yourSubscription")}</LinkButton>
            <LinkButton href={`/dashboard/payment/${payment.id}`} outline>
              {t("viewReceipt")}
            </LinkButton>
          </div>
        </ReturnPanel>
      );
    case "refunded":
      return (
        <ReturnPanel icon={Undo2Icon} title={t("refundedTitle")}>
          <p>{t("whatSentence", { what })}</p>
          <LinkButton href={`/dashboard/payment/${payment.id}`} outline>
            {t("viewReceipt")}
          </LinkButton>
        </ReturnPanel>
      );
    default:
      return (
        <ReturnPanel
          icon={XCircleIcon}
          tone="text-destructive"
          title={payment.status === "cancelled" ? t("cancelledTitle") : t("failedTitle")}
        >
          <p>{t("unchanged", { what })}</p>
          {payment.status_reason ? <p>{t("reason", { reason: payment.status_reason })}</p> : null}
          <div className="flex flex-wrap gap-2">
            <LinkButton href="/packages">{t("tryAgain")}</LinkButton>
            <LinkButton href="/dashboard/payment" outline>
              {t("yourPayments")}
            </LinkButton>
          </div>
        </ReturnPanel>
      );
  }
}
