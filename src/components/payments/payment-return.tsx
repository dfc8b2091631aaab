"use client";

import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon, Undo2Icon, XCircleIcon } from "lucide-react";
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

  return (
    <div aria-live="polite" className="grid gap-4">
      {payment.provider === "demo" ? <DemoPaymentNotice /> : null}
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
  const what = `${payment.plan.name} plan, ${formatRupees(payment.amount)}`;
  switch (payment.status) {
    case "pending":
      return waiting ? (
        <ReturnPanel icon={Loader2Icon} spin title="We are waiting for PayFast to confirm your payment">
          <p>{what}. This usually takes a few seconds: please keep this page open.</p>
        </ReturnPanel>
      ) : (
        <ReturnPanel icon={AlertCircleIcon} title="PayFast has not confirmed your payment yet">
          <p>
            {what}. Your plan starts as soon as PayFast confirms the payment; it will show under Payment in
            your dashboard.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={classes(buttonClass.primary, buttonClass.size.default)}
              onClick={onCheckAgain}
            >
              Check again
            </button>
            <LinkButton href="/dashboard/payment" outline>
              Your payments
            </LinkButton>
          </div>
        </ReturnPanel>
      );
    case "paid":
      return (
        <ReturnPanel icon={CheckCircle2Icon} tone="text-emerald-700" title="Payment successful">
          <p>
            {what}.{" "}
            {payment.period
              ? `Your ${payment.plan.name} plan runs from ${formatDate(payment.period.start_date)} to ${formatDate(payment.period.end_date)}.`
              : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <LinkButton href="/dashboard/subscription">Your subscription</LinkButton>
            <LinkButton href={`/dashboard/payment/${payment.id}`} outline>
              View receipt
            </LinkButton>
          </div>
        </ReturnPanel>
      );
    case "refunded":
      return (
        <ReturnPanel icon={Undo2Icon} title="This payment was refunded">
          <p>{what}.</p>
          <LinkButton href={`/dashboard/payment/${payment.id}`} outline>
            View receipt
          </LinkButton>
        </ReturnPanel>
      );
    default:
      return (
        <ReturnPanel
          icon={XCircleIcon}
          tone="text-destructive"
          title={payment.status === "cancelled" ? "Payment cancelled" : "Payment failed"}
        >
          <p>{what}. Your plan has not changed.</p>
          {payment.status_reason ? <p>Reason: {payment.status_reason}</p> : null}
          <div className="flex flex-wrap gap-2">
            <LinkButton href="/packages">Try again</LinkButton>
            <LinkButton href="/dashboard/payment" outline>
              Your payments
            </LinkButton>
          </div>
        </ReturnPanel>
      );
  }
}
