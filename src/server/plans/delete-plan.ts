import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { deletePlanSchema } from "@/lib/validation/plans";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { subscriptionPlans } from "../db/schema";
import { AppError } from "../errors";
import { PLAN_NOT_FOUND } from "./get-plans";
import { type planRemovedOutput, presentAdminPlan, presentPlan } from "./present";
import { findPlanWithUsage } from "./queries";
import { FREE_PLAN_RULES } from "./update-plan";

export const PLAN_DELETED = "Subscription plan deleted.";
export const PLAN_DEACTIVATED =
  "This plan has been bought, so it was deactivated instead of deleted: it is no longer offered, and its payments and periods keep it.";

/**
 * DELETE /api/subscription-plans/delete: a plan nobody ever bought (no payment, no period, nobody
 * on it) is deleted; one with buyers is deactivated instead, so every payment and period keeps its
 * plan. The Free plan is neither. The plan row is locked first, so a checkout that is storing a
 * payment for it is either seen (deactivated) or made to wait and then refused by the database.
 */
export async function deletePlan(
  ctx: RequestContext,
  input: z.output<typeof deletePlanSchema>,
): Promise<z.output<typeof planRemovedOutput>> {
  const admin = requireAdmin(ctx);
  const planId = input.subscription_plan_id;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId))
      .for("update");
    const current = locked ? await findPlanWithUsage(tx, planId) : null;
    if (!current) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
    const { plan } = current;
    if (plan.isFree) throw new AppError("CONFLICT", FREE_PLAN_RULES.delete);
    const inUse = current.payments + current.periods + current.subscribers > 0;
    if (!inUse) {
      await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "plan.delete",
        targetType: "subscription_plan",
        targetId: planId,
        detail: { before: presentPlan(plan) },
      });
      return "deleted" as const;
    }
    if (plan.active) {
      await tx
        .update(subscriptionPlans)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(subscriptionPlans.id, planId));
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "plan.deactivate",
        targetType: "subscription_plan",
        targetId: planId,
        detail: {
          before: { active: true },
          after: { active: false },
          payments: current.payments,
          periods: current.periods,
          subscribers: current.subscribers,
        },
      });
    }
    return "deactivated" as const;
  });
  if (outcome === "deleted") return { message: PLAN_DELETED, outcome, subscription_plan: null };
  const row = await findPlanWithUsage(ctx.db, planId);
  return {
    message: PLAN_DEACTIVATED,
    outcome,
    subscription_plan: row ? presentAdminPlan(row) : null,
  };
}
