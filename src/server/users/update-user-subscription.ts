import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updateUserSubscriptionSchema } from "@/lib/validation/users";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { profileSubscriptions, subscriptionPlans } from "../db/schema";
import { AppError } from "../errors";
import { USER_NOT_FOUND } from "./get-users";
import { presentUserRow } from "./present";
import { findUserById } from "./queries";

const DAY_MS = 24 * 60 * 60 * 1000;

export const SUBSCRIPTION_UPDATED = "Subscription updated successfully";

/** An admin puts a member on a plan from today: counters start at zero, the end follows the plan's days. */
export async function updateUserSubscription(
  ctx: RequestContext,
  input: z.output<typeof updateUserSubscriptionSchema>,
) {
  requireAdmin(ctx);
  const user = await findUserById(ctx.db, input.user_id);
  if (!user?.profileId) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const [plan] = await ctx.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, input.plan_id))
    .limit(1);
  if (!plan) throw new AppError("NOT_FOUND", "Subscription plan not found");

  const startDate = new Date();
  const endDate = plan.duration ? new Date(startDate.getTime() + plan.duration * DAY_MS) : null;
  const values = { planId: plan.id, messagesSent: 0, proposalsSent: 0, startDate, endDate };
  await ctx.db
    .insert(profileSubscriptions)
    .values({ profileId: user.profileId, ...values })
    .onConflictDoUpdate({
      target: profileSubscriptions.profileId,
      set: { ...values, updatedAt: sql`now()` },
    });
  sessionCache().forgetUser(input.user_id);
  const row = await findUserById(ctx.db, input.user_id);
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return { message: SUBSCRIPTION_UPDATED, user: presentUserRow(row) };
}
