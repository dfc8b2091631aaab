import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { formatRupees } from "@/lib/format";
import type { updatePaymentSchema } from "@/lib/validation/payments";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { payments, subscriptionPeriods } from "../db/schema";
import { AppError } from "../errors";
import { createNotification } from "../notifications/create-notification";
import { endPlanPeriod } from "../plans/periods";
import { PAYMENT_NOT_FOUND } from "./get-payments";
import { recordPaymentEvent } from "./payment-events";
import { type paymentChangedOutput, presentPayment, presentPaymentEvent } from "./present";
import { findPayment, listPaymentEvents } from "./queries";

export const PAYMENT_REFUNDED = "Payment marked refunded. The plan it bought has ended.";
export const PAYMENT_CANCELLED = "Payment cancelled. A late notification for it will be refused.";

/** Which status each change needs first (decision 0030). */
const NEEDS = { refunded: "paid", cancelled: "pending" } as const;

export function paymentStatusConflict(wanted: "refunded" | "cancelled", status: string): string {
  return wanted === "refunded"
    ? `Only a paid payment can be marked refunded: this one is ${status}.`
    : `Only a pending payment can be cancelled: this one is ${status}.`;
}

/**
 * PUT /api/payments/update: an administrator marks a paid payment refunded (the money went back
 * outside the service: the plan period it started ends now, so the member falls back to Free or
 * their next queued plan moves up, and is told) or a pending one cancelled (an abandoned checkout:
 * the notification handler accepts only pending baskets, so a late one is refused). Anything else
 * is a 409. The payment row is locked first, so a notification settling the same basket waits and
 * then sees the new status. The money log gets an `admin_changed` event and the administrators'
 * trail a row, in the same transaction.
 */
export async function updatePayment(
  ctx: RequestContext,
  input: z.output<typeof updatePaymentSchema>,
): Promise<z.output<typeof paymentChangedOutput>> {
  const admin = requireAdmin(ctx);
  const payerUserId = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, input.payment_id)).for("update");
    if (!locked) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND);
    if (locked.status !== NEEDS[input.status])
      throw new AppError("CONFLICT", paymentStatusConflict(input.status, locked.status));
    const row = await findPayment(tx, { id: locked.id });
    const payerId = row?.member?.userId ?? null;

    await tx
      .update(payments)
      .set({ status: input.status, statusReason: input.reason, updatedAt: sql`now()` })
      .where(eq(payments.id, locked.id));

    let periodId: string | null = null;
    if (input.status === "refunded") {
      const [period] = await tx
        .select({ id: subscriptionPeriods.id })
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.paymentId, locked.id));
      if (period) {
        periodId = period.id;
        await endPlanPeriod(tx, { periodId: period.id, reason: `refunded: ${input.reason}` });
      }
      if (payerId) {
        await createNotification(tx, {
          userId: payerId,
          type: "payment_refunded",
          title: `Your ${locked.planName} payment of ${formatRupees(locked.amount)} was refunded`,
          body: "The plan it bought has ended. See your subscription for the plan you are on now.",
          link: "/dashboard/subscription",
        });
      }
    }
    const change = { from: locked.status, to: input.status };
    await recordPaymentEvent(tx, {
      paymentId: locked.id,
      basketId: locked.basketId,
      kind: "admin_changed",
      verdict: input.status,
      detail: { ...change, reason: input.reason },
      actorUserId: admin.user.id,
    });
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: input.status === "refunded" ? "payment.refund" : "payment.cancel",
      targetType: "payment",
      targetId: locked.id,
      reason: input.reason,
      detail: {
        ...change,
        basket_id: locked.basketId,
        amount: locked.amount,
        plan_name: locked.planName,
        period_id: periodId,
      },
    });
    return payerId;
  });
  // The payer's next request in this process reads their new plan (other processes hear the trigger).
  if (payerUserId) sessionCache().forgetUser(payerUserId);
  const row = await findPayment(ctx.db, { id: input.payment_id });
  if (!row) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND);
  const events = await listPaymentEvents(ctx.db, row.payment.id);
  return {
    message: input.status === "refunded" ? PAYMENT_REFUNDED : PAYMENT_CANCELLED,
    payment: { ...presentPayment(row), events: events.map(presentPaymentEvent) },
  };
}
