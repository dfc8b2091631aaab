import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { checkoutSchema } from "@/lib/validation/payments";
import { requireMember } from "../auth/guards";
import { consumeRateLimit, type RateRule } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { payments, subscriptionPlans } from "../db/schema";
import { appUrl } from "../env";
import { AppError, NOT_ALLOWED } from "../errors";
import { logger } from "../logger";
import { plannedStart } from "../plans/periods";
import { checkoutFormFields } from "./payfast-provider";
import { recordPaymentEvent } from "./payment-events";
import type { checkoutOutput } from "./present";

/** Spec §8's words when the checkout cannot start. */
export const PAYMENT_INIT_FAILED = "Failed to initiate payment";
export const PLAN_NOT_FOUND = "This plan does not exist.";
export const FREE_PLAN_NOT_FOR_SALE = "The Free plan cannot be bought: every member has it already.";
export const PLAN_NOT_OFFERED = "This plan is no longer offered. Please choose another plan.";
export const CHECKOUT_PROFILE_NEEDED = "Complete your profile before buying a plan.";
export const TOO_MANY_CHECKOUTS = "You are starting payments too quickly. Please wait a while and try again.";

/** Abuse limit per member: each checkout asks the provider for a token and stores a payment. */
export const checkoutRateRule: RateRule = { name: "checkout:member", limit: 20, windowSeconds: 60 * 60 };

/** The return pages and the notification address the provider is given. */
export const RETURN_PATHS = {
  success: "/success",
  failure: "/failure",
  notify: "/api/payfast/notify",
} as const;

/** A basket id no other payment has: RSH-<time>-<random>, short enough for any provider's field. */
export function newBasketId(now: Date = new Date()): string {
  return `RSH-${now.getTime().toString(36).toUpperCase()}-${randomBytes(4).toString("hex").toUpperCase()}`;
}

/**
 * POST /api/payfast/checkout (spec §4 Payment, §7): the signed-in member starts buying a plan. The
 * plan and its price come from the database (the client's amount and name are ignored); a
 * `pending` payment with a fresh basket id is stored, the provider is asked for the basket's token,
 * and the answer carries the hidden form the page posts to the provider. Nothing is granted here:
 * only the provider's verified notification (or the status job) marks the payment paid.
 */
export async function createCheckout(
  ctx: RequestContext,
  input: z.output<typeof checkoutSchema>,
): Promise<z.output<typeof checkoutOutput>> {
  const member = requireMember(ctx);
  // Administrators have no subscription to buy for; a member buys for their own profile only.
  if (member.user.role === "admin") throw new AppError("FORBIDDEN", NOT_ALLOWED);
  const profileId = member.user.profileId;
  if (profileId && input.profileId !== profileId) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  if (!profileId) throw new AppError("FORBIDDEN", CHECKOUT_PROFILE_NEEDED);
  await consumeRateLimit(ctx.db, checkoutRateRule, member.user.id, TOO_MANY_CHECKOUTS);

  const [plan] = await ctx.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, input.packageId));
  if (!plan) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
  if (plan.isFree || !plan.duration || plan.price <= 0) {
    throw new AppError("UNPROCESSABLE_CONTENT", FREE_PLAN_NOT_FOR_SALE);
  }
  if (!plan.active) throw new AppError("CONFLICT", PLAN_NOT_OFFERED);

  const provider = ctx.payments;
  const now = new Date();
  const basketId = newBasketId(now);
  const payment = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        basketId,
        profileId,
        planId: plan.id,
        planName: plan.name,
        amount: plan.price,
        currency: "PKR",
        status: "pending",
        provider: provider.name,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error("the payment insert returned no row");
    await recordPaymentEvent(tx, {
      paymentId: row.id,
      basketId,
      kind: "created",
      detail: {
        plan_id: plan.id,
        plan_name: plan.name,
        amount: plan.price,
        currency: "PKR",
        provider: provider.name,
        // What the client sent, kept to show it was not used.
        client_amount: input.amount ?? null,
        client_pkg_name: input.pkgName ?? null,
      },
    });
    return row;
  });

  let token: string;
  try {
    token = await provider.getAccessToken({ basketId, amount: plan.price, currency: "PKR" });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn("payment token refused", { basketId, provider: provider.name, reason });
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: "failed", statusReason: PAYMENT_INIT_FAILED, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      await recordPaymentEvent(tx, {
        paymentId: payment.id,
        basketId,
        kind: "token_failed",
        verdict: "failed",
        detail: { reason },
      });
      await recordPaymentEvent(tx, {
        paymentId: payment.id,
        basketId,
        kind: "status_changed",
        detail: { from: "pending", to: "failed", reason: PAYMENT_INIT_FAILED },
      });
    });
    throw new AppError("BAD_GATEWAY", PAYMENT_INIT_FAILED);
  }
  await recordPaymentEvent(ctx.db, {
    paymentId: payment.id,
    basketId,
    kind: "token_issued",
    verdict: "accepted",
    // The token itself stays out of the log: it is good for this basket's payment.
    detail: { form_url: provider.formUrl },
  });

  const base = appUrl();
  const startsAt = await plannedStart(ctx.db, profileId, now);
  const fields = checkoutFormFields({
    provider,
    token,
    basketId,
    amount: plan.price,
    orderDate: now,
    description: `Rishta ${plan.name} plan, ${plan.duration} days`,
    customer: { email: member.user.email, mobile: member.user.phone ?? "" },
    urls: {
      success: `${base}${RETURN_PATHS.success}`,
      failure: `${base}${RETURN_PATHS.failure}`,
      notify: `${base}${RETURN_PATHS.notify}`,
    },
    item: { sku: plan.id, name: plan.name },
    additional: { userId: member.user.id, profileId, planId: plan.id },
  });
  return {
    success: true,
    redirectUrl: provider.formUrl,
    token,
    merchantId: provider.merchantId,
    basketId,
    subAmount: plan.price,
    pkgName: plan.name,
    pkgId: plan.id,
    fields,
    demo: provider.demo,
    starts_at: startsAt,
  };
}
