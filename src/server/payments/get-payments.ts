import type { z } from "zod";
import type { getPaymentsSchema } from "@/lib/validation/payments";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { type paymentsOutput, presentPayment, presentPaymentEvent } from "./present";
import { findPayment, listPaymentEvents, listPayments } from "./queries";

export const PAYMENT_NOT_FOUND = "Payment not found";

/**
 * GET /api/payments/get: a member reads their own payments (one by `payment_id` or by the
 * `basket_id` the return pages carry, or a page of them); an administrator anyone's, searched by
 * the payer's name or e-mail or the basket id, and one payment with its money events. Another
 * member's payment is not found (404), so ids cannot be probed.
 */
export async function getPayments(
  ctx: RequestContext,
  input: z.output<typeof getPaymentsSchema>,
): Promise<z.output<typeof paymentsOutput>> {
  const member = requireMember(ctx);
  const isAdmin = member.user.role === "admin";
  const ownProfileId = member.user.profileId;

  if (input.payment_id || input.basket_id) {
    const row = await findPayment(
      ctx.db,
      input.payment_id ? { id: input.payment_id } : { basketId: input.basket_id ?? "" },
    );
    const mine = row !== null && ownProfileId !== null && row.payment.profileId === ownProfileId;
    if (!row || (!mine && !isAdmin)) throw new AppError("NOT_FOUND", PAYMENT_NOT_FOUND);
    if (!isAdmin) return { payment: presentPayment(row) };
    const events = await listPaymentEvents(ctx.db, row.payment.id);
    return { payment: { ...presentPayment(row), events: events.map(presentPaymentEvent) } };
  }

  const { page, pageSize } = input;
  // A member without a profile has no payments: every payment belongs to a profile.
  if (!isAdmin && !ownProfileId) return { payments: [], total: 0, page, pageSize };
  const { items, total } = await listPayments(
    ctx.db,
    {
      profileId: isAdmin ? undefined : (ownProfileId ?? undefined),
      search: input.search,
      status: input.status,
    },
    { page, pageSize },
  );
  return { payments: items.map(presentPayment), total, page, pageSize };
}
