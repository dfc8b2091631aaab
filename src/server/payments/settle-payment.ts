import { eq } from "drizzle-orm";
import { formatDateTime, formatRupees } from "@/lib/format";
import type { Db } from "../db/client";
import { payments, profiles, subscriptionPlans } from "../db/schema";
import { appUrl } from "../env";
import { logger } from "../logger";
import { memberMails } from "../mail/member-mails";
import { queueMemberMail } from "../mail/queue-member-mail";
import { createNotification } from "../notifications/create-notification";
import { startPlanPeriod } from "../plans/periods";
import { type PaymentEventKind, recordPaymentEvent } from "./payment-events";
import { isSuccessCode } from "./provider";
import { nextReceiptNumber } from "./queries";

/** What the provider said about a basket: through its notification, or its status API. */
export type ProviderReport = {
  /** `notification` (the IPN, its hash already verified) or `status_query` (the status job). */
  kind: Extract<PaymentEventKind, "notification" | "status_query">;
  basketId: string;
  errCode: string;
  errMsg: string | null;
  transactionId: string | null;
  /** The amount the provider reports for the basket; null when it gave none. */
  amount: number | null;
  /** The currency, when the provider named one. */
  currency: string | null;
  /** The fields as received, for the payment's event log (bounded, never a secret). */
  raw: Record<string, unknown>;
};

/**
 * What the service made of a report: `accepted` (paid, its plan started or queued), `declined`
 * (marked failed), `replay` (the basket was already settled this way: nothing changes), or a
 * refusal that changes nothing: `unknown_basket`, `not_pending` (settled otherwise: a paid basket
 * reported failed, a failed one reported paid), `amount_mismatch`, `currency_mismatch`,
 * `amount_unconfirmed` (a success without an amount from anywhere).
 */
export type SettlementVerdict =
  | "accepted"
  | "declined"
  | "replay"
  | "unknown_basket"
  | "not_pending"
  | "amount_mismatch"
  | "currency_mismatch"
  | "amount_unconfirmed";

export type Settlement = { verdict: SettlementVerdict; paymentId: string | null; status: string | null };

/** The reason stored on a payment the provider declined without a message. */
export const DECLINED_WITHOUT_MESSAGE = "The payment provider declined the payment.";

const PAYMENTS_LINK = "/dashboard/payment";
const PLANS_LINK = "/packages";

/**
 * The one way a payment is settled from what the provider reports (decision 0028), for the
 * notification and the status job alike. In one transaction, with the payment's row locked (so two
 * identical notifications at once give exactly one activation, the unique payment_id of
 * subscription_periods behind it): a pending payment reported successful with its stored amount and
 * PKR becomes `paid` (transaction id, paid_at, a receipt number) and starts or queues its plan, with
 * a notification and a mail; one reported failed becomes `failed`. Every report is logged as an
 * event with its verdict, a refusal too, and never changes anything else. `wake` tells the mail
 * worker after commit.
 */
export async function settlePayment(
  db: Db,
  report: ProviderReport,
  wake: () => void = () => {},
): Promise<Settlement> {
  const success = isSuccessCode(report.errCode);
  const settlement = await db.transaction(async (tx): Promise<Settlement> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.basketId, report.basketId))
      .for("update");
    const log = (verdict: SettlementVerdict, paymentId: string | null) =>
      recordPaymentEvent(tx, {
        paymentId,
        basketId: report.basketId,
        kind: report.kind,
        verdict,
        detail: report.raw,
      });
    if (!payment) {
      await log("unknown_basket", null);
      return { verdict: "unknown_basket", paymentId: null, status: null };
    }
    const done = (verdict: SettlementVerdict) => ({ verdict, paymentId: payment.id, status: payment.status });
    if (payment.status !== "pending") {
      const sameOutcome = (success && payment.status === "paid") || (!success && payment.status === "failed");
      const verdict = sameOutcome ? "replay" : "not_pending";
      await log(verdict, payment.id);
      return done(verdict);
    }

    if (!success) {
      const reason = report.errMsg?.trim() || DECLINED_WITHOUT_MESSAGE;
      await tx
        .update(payments)
        .set({
          status: "failed",
          statusCode: report.errCode,
          statusReason: reason.slice(0, 500),
          transactionId: report.transactionId ?? payment.transactionId,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, payment.id));
      await log("declined", payment.id);
      await recordPaymentEvent(tx, {
        paymentId: payment.id,
        basketId: report.basketId,
        kind: "status_changed",
        detail: { from: "pending", to: "failed", err_code: report.errCode, reason },
      });
      const userId = await memberUserId(tx, payment.profileId);
      if (userId) {
        await createNotification(tx, {
          userId,
          type: "payment_failed",
          title: "Payment not completed",
          body: `Your payment of ${formatRupees(payment.amount)} for the ${payment.planName} plan did not go through: ${withStop(reason)} You can try again from the plans page.`,
          link: PLANS_LINK,
        });
      }
      return { verdict: "declined", paymentId: payment.id, status: "failed" };
    }

    if (report.amount === null) {
      await log("amount_unconfirmed", payment.id);
      return done("amount_unconfirmed");
    }
    if (report.amount !== payment.amount) {
      await log("amount_mismatch", payment.id);
      return done("amount_mismatch");
    }
    if ((report.currency !== null && report.currency.toUpperCase() !== "PKR") || payment.currency !== "PKR") {
      await log("currency_mismatch", payment.id);
      return done("currency_mismatch");
    }

    const now = new Date();
    const [paid] = await tx
      .update(payments)
      .set({
        status: "paid",
        statusCode: report.errCode,
        statusReason: null,
        transactionId: report.transactionId ?? payment.transactionId,
        paidAt: now,
        receiptNumber: nextReceiptNumber(),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning({ receiptNumber: payments.receiptNumber });
    await log("accepted", payment.id);
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      basketId: report.basketId,
      kind: "status_changed",
      detail: { from: "pending", to: "paid", receipt_number: paid?.receiptNumber ?? null },
    });
    const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, payment.planId));
    if (!plan) throw new Error(`payment ${payment.id} names no plan`);
    // A deleted member's payment is kept for accounting; there is nobody to start a plan for.
    if (!payment.profileId) return { verdict: "accepted", paymentId: payment.id, status: "paid" };
    // The plan as it was bought: its price may have changed since, its length is the plan's.
    const period = await startPlanPeriod(tx, {
      profileId: payment.profileId,
      plan,
      source: "payment",
      paymentId: payment.id,
      now,
    });
    const userId = await memberUserId(tx, payment.profileId);
    if (userId) {
      const queued = period.startDate > now;
      const receipt = paid?.receiptNumber ?? "";
      await createNotification(tx, {
        userId,
        type: "payment_succeeded",
        title: "Payment received",
        body: queued
          ? `Your payment of ${formatRupees(payment.amount)} for the ${payment.planName} plan was received (receipt ${receipt}). It starts on ${formatDateTime(period.startDate)}, when your current plan ends.`
          : `Your payment of ${formatRupees(payment.amount)} for the ${payment.planName} plan was received (receipt ${receipt}). The plan is active until ${formatDateTime(period.endDate)}.`,
        link: PAYMENTS_LINK,
      });
      await queueMemberMail(tx, {
        userId,
        kind: "plans",
        jobKind: "payment-succeeded",
        idempotencyKey: `payment-succeeded:${payment.id}`,
        content: memberMails.paymentSucceeded({
          planName: payment.planName,
          amount: payment.amount,
          receiptNumber: receipt,
          startDate: period.startDate,
          endDate: period.endDate,
          queued,
          link: `${appUrl()}${PAYMENTS_LINK}`,
        }),
      });
    }
    return { verdict: "accepted", paymentId: payment.id, status: "paid" };
  });
  if (settlement.verdict === "accepted") wake();
  const refused = !["accepted", "declined", "replay"].includes(settlement.verdict);
  (refused ? logger.warn : logger.info)("payment report settled", {
    source: report.kind,
    basketId: report.basketId,
    verdict: settlement.verdict,
    paymentId: settlement.paymentId,
  });
  return settlement;
}

/** A sentence as the provider wrote it, ended with a full stop when it has none. */
function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

async function memberUserId(db: Db, profileId: string | null): Promise<string | null> {
  if (!profileId) return null;
  const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, profileId));
  return row?.userId ?? null;
}
