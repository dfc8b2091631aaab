import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { consumeRateLimit, type RateRule } from "../auth/rate-limit";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { firstField, PAYFAST_PROTOCOL, parseAmount } from "./payfast-provider";
import { boundedFields, recordPaymentEvent } from "./payment-events";
import { isSuccessCode, type PaymentProvider } from "./provider";
import { type SettlementVerdict, settlePayment } from "./settle-payment";

export const NOTIFICATION_INCOMPLETE = "The notification lacks basket_id, err_code or validation_hash.";
export const NOTIFICATION_BAD_HASH = "The notification's validation_hash does not match: refused.";
export const NOTIFICATION_UNKNOWN_BASKET = "No payment has this basket id.";
export const NOTIFICATION_AMOUNT_MISMATCH =
  "The amount or currency does not match the payment of this basket: refused.";
export const NOTIFICATION_NOT_PENDING = "This basket's payment was already settled otherwise: refused.";
export const TOO_MANY_BAD_NOTIFICATIONS =
  "Too many notifications with a wrong validation_hash from this address. Please try again later.";
/**
 * Notifications refused for their hash, per client address. Each is kept in the payment log; past
 * this many an hour an address is answered 429 and nothing more is written, so nobody can fill
 * the log. The provider's own notifications always carry the right hash and never count.
 */
export const badNotificationRule: RateRule = {
  name: "payfast-notify:bad-hash",
  limit: 30,
  windowSeconds: 60 * 60,
};
export const NOTIFICATION_AMOUNT_UNCONFIRMED =
  "The amount could not be confirmed with the provider; the payment stays pending and will be asked about again.";

/** What the notification route answers the provider on success. */
export type NotificationAnswer = {
  received: true;
  basket_id: string;
  status: string;
  verdict: SettlementVerdict;
};

/** Constant-time comparison of two hex digests (unequal lengths are simply unequal). */
export function hashesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The provider's notification (IPN) of a basket's outcome, at /api/payfast/notify (decision 0028):
 * the fields come as a GET's query or a POST's form. Its hash must be the provider's for the basket
 * and error code; a success must carry the stored amount (read back from the status API when the
 * notification has none) in PKR. Then the one settlement (settle-payment.ts) marks it paid or
 * failed. Every refusal is logged and kept in the payment log with the fields as received, and
 * changes nothing; a replay of a settled basket answers 200 and changes nothing either.
 */
export async function receiveNotification(
  db: Db,
  provider: PaymentProvider,
  fields: Record<string, string>,
  wake: () => void,
  ip: string,
): Promise<NotificationAnswer> {
  const f = PAYFAST_PROTOCOL.notification;
  const raw = boundedFields(fields);
  const basketId = firstField(fields, [f.basketId]);
  const errCode = firstField(fields, [f.errCode]);
  const hash = firstField(fields, [f.validationHash]);
  if (!basketId || !errCode || !hash) {
    logger.warn("payment notification refused", { verdict: "incomplete", ip, basketId });
    throw new AppError("UNPROCESSABLE_CONTENT", NOTIFICATION_INCOMPLETE);
  }
  if (!hashesMatch(provider.validationHash(basketId, errCode), hash)) {
    await consumeRateLimit(db, badNotificationRule, ip, TOO_MANY_BAD_NOTIFICATIONS);
    const [known] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.basketId, basketId.slice(0, 200)));
    await recordPaymentEvent(db, {
      paymentId: known?.id ?? null,
      basketId,
      kind: "notification",
      verdict: "bad_hash",
      detail: raw,
    });
    logger.warn("payment notification refused", { verdict: "bad_hash", ip, basketId });
    throw new AppError("FORBIDDEN", NOTIFICATION_BAD_HASH);
  }

  let amount = parseAmount(firstField(fields, [f.amount]));
  if (amount === null && isSuccessCode(errCode)) {
    // The hash does not cover the amount: without one in the notification, ask the provider.
    try {
      const status = await provider.queryStatus(basketId);
      if (status.known && status.errCode !== null && isSuccessCode(status.errCode)) amount = status.amount;
    } catch (error) {
      logger.warn("payment status query failed", {
        basketId,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const settlement = await settlePayment(
    db,
    {
      kind: "notification",
      basketId,
      errCode,
      errMsg: firstField(fields, [f.errMsg]),
      transactionId: firstField(fields, [f.transactionId]),
      amount,
      currency: firstField(fields, f.currency),
      raw,
    },
    wake,
  );
  switch (settlement.verdict) {
    case "accepted":
    case "declined":
    case "replay":
      return {
        received: true,
        basket_id: basketId,
        status: settlement.status ?? "pending",
        verdict: settlement.verdict,
      };
    case "unknown_basket":
      throw new AppError("NOT_FOUND", NOTIFICATION_UNKNOWN_BASKET);
    case "not_pending":
      throw new AppError("CONFLICT", NOTIFICATION_NOT_PENDING);
    case "amount_mismatch":
    case "currency_mismatch":
      throw new AppError("CONFLICT", NOTIFICATION_AMOUNT_MISMATCH);
    case "amount_unconfirmed":
      throw new AppError("BAD_GATEWAY", NOTIFICATION_AMOUNT_UNCONFIRMED);
  }
}
