import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentEvents, payments } from "../db/schema";
import { logger } from "../logger";
import { recordPaymentEvent } from "./payment-events";
import type { PaymentProvider } from "./provider";
import { settlePayment } from "./settle-payment";

/** A payment still pending this long after checkout has lost its notification: ask the provider. */
export const LOST_AFTER_MS = 15 * 60_000;
/** Past this, nobody will pay it any more: it is marked failed. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
export const NO_ANSWER_REASON = "No answer from the payment provider";
/** How many baskets one run asks about (the rest wait for the next tick). */
const BATCH = 50;

export type LostPaymentCounts = { asked: number; settled: number; gaveUp: number; unanswered: number };

/**
 * The lost-notification job (decision 0028), run from the 5-minute tick outside the sweeps'
 * transaction (it calls the provider): payments pending for more than 15 minutes are asked about
 * through the provider's status API (every tick in their first hour, then hourly) and settled by the
 * same settlement as the notification; those pending for 3 days are marked failed. Two processes
 * running it at once only ask twice: the settlement locks the payment's row and settles it once.
 */
export async function settleLostPayments(
  db: Db,
  provider: PaymentProvider,
  now: Date = new Date(),
  wake: () => void = () => {},
): Promise<LostPaymentCounts> {
  const counts: LostPaymentCounts = { asked: 0, settled: 0, gaveUp: 0, unanswered: 0 };
  const giveUpBefore = new Date(now.getTime() - GIVE_UP_AFTER_MS);
  counts.gaveUp = await giveUp(db, giveUpBefore);

  const lostBefore = new Date(now.getTime() - LOST_AFTER_MS);
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const recentlyAsked = new Date(now.getTime() - 4 * 60_000);
  const lost = await db
    .select({ id: payments.id, basketId: payments.basketId, provider: payments.provider })
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, lostBefore),
        gt(payments.createdAt, giveUpBefore),
        // Asked in the last few minutes (young payments) or the last hour (older ones): not yet.
        sql`not exists (
          select 1 from ${paymentEvents}
          where ${paymentEvents.paymentId} = ${payments.id}
            and ${paymentEvents.kind} = 'status_query'
            and ${paymentEvents.createdAt} > case when ${payments.createdAt} > ${hourAgo.toISOString()}::timestamptz then ${recentlyAsked.toISOString()}::timestamptz else ${hourAgo.toISOString()}::timestamptz end
        )`,
      ),
    )
    .orderBy(payments.createdAt)
    .limit(BATCH);

  for (const payment of lost) {
    // A payment taken through another provider (the settings changed since) is not this one's to ask.
    if (payment.provider !== provider.name) continue;
    counts.asked += 1;
    let status: Awaited<ReturnType<PaymentProvider["queryStatus"]>>;
    try {
      status = await provider.queryStatus(payment.basketId);
    } catch (error) {
      counts.unanswered += 1;
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn("payment status query failed", { basketId: payment.basketId, reason });
      await recordPaymentEvent(db, {
        paymentId: payment.id,
        basketId: payment.basketId,
        kind: "status_query",
        verdict: "no_answer",
        detail: { reason },
      });
      continue;
    }
    if (!status.known || status.errCode === null) {
      counts.unanswered += 1;
      await recordPaymentEvent(db, {
        paymentId: payment.id,
        basketId: payment.basketId,
        kind: "status_query",
        verdict: "unknown_to_provider",
        detail: status.raw,
      });
      continue;
    }
    const settlement = await settlePayment(
      db,
      {
        kind: "status_query",
        basketId: payment.basketId,
        errCode: status.errCode,
        errMsg: status.errMsg ?? null,
        transactionId: status.transactionId,
        amount: status.amount,
        currency: null,
        raw: status.raw,
      },
      wake,
    );
    if (settlement.verdict === "accepted" || settlement.verdict === "declined") counts.settled += 1;
  }
  return counts;
}

/** Marks failed the payments pending since before `before`, each under its row lock. */
async function giveUp(db: Db, before: Date): Promise<number> {
  const stale = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.createdAt, before)))
    .limit(BATCH);
  let count = 0;
  for (const { id } of stale) {
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ status: "failed", statusReason: NO_ANSWER_REASON, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, "pending")))
        .returning({ basketId: payments.basketId });
      if (!row) return false;
      await recordPaymentEvent(tx, {
        paymentId: id,
        basketId: row.basketId,
        kind: "status_changed",
        detail: { from: "pending", to: "failed", reason: NO_ANSWER_REASON },
      });
      return true;
    });
    if (changed) count += 1;
  }
  return count;
}
