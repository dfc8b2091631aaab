import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updatePlanSchema } from "@/lib/validation/plans";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { isUniqueViolation } from "../db/client";
import { subscriptionPlans } from "../db/schema";
import { AppError } from "../errors";
import { planNameTaken } from "./create-plan";
import { PLAN_NOT_FOUND } from "./get-plans";
import { type planChangedOutput, presentAdminPlan, presentPlan } from "./present";
import { findPlanNamed, findPlanWithUsage, type PlanRow } from "./queries";

export const PLAN_UPDATED = "Subscription plan updated successfully";

/** What the Free plan refuses (decision 0030): every member falls back to it, so it stays as it is. */
export const FREE_PLAN_RULES = {
  price: "The Free plan is always free: its price stays Rs. 0.",
  duration: "The Free plan has no duration: it does not end.",
  active: "The Free plan cannot be deactivated: every member falls back to it.",
  delete: "The Free plan cannot be deleted: every member falls back to it.",
} as const;

type Changes = Omit<z.output<typeof updatePlanSchema>, "subscription_plan_id">;

function freePlanRefusals(changes: Changes): Record<string, string> {
  const fields: Record<string, string> = {};
  if (changes.price !== undefined && changes.price !== 0) fields.price = FREE_PLAN_RULES.price;
  if (changes.duration !== undefined) fields.duration = FREE_PLAN_RULES.duration;
  if (changes.active === false) fields.active = FREE_PLAN_RULES.active;
  return fields;
}

/** The fields that differ from the stored plan, before and after, in the API's names. */
function differences(plan: PlanRow, changes: Changes) {
  const stored = presentPlan(plan);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes) as [keyof Changes, unknown][]) {
    if (value === undefined || stored[key] === value) continue;
    before[key] = stored[key];
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

/**
 * PUT /api/subscription-plans/update: an administrator changes a plan's fields. Payments keep the
 * amount and plan name they were made with, so a new price never changes what was paid; members
 * on the plan get its new limits at once; `featured_profile` moves them in listings by trigger.
 * The Free plan takes no price, no duration and stays active. `active: false` stops offering it.
 */
export async function updatePlan(
  ctx: RequestContext,
  input: z.output<typeof updatePlanSchema>,
): Promise<z.output<typeof planChangedOutput>> {
  const admin = requireAdmin(ctx);
  const { subscription_plan_id: planId, ...changes } = input;
  const current = await findPlanWithUsage(ctx.db, planId);
  if (!current) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
  if (current.plan.isFree) {
    const fields = freePlanRefusals(changes);
    const [first] = Object.values(fields);
    if (first) throw new AppError("UNPROCESSABLE_CONTENT", first, { fields });
  }
  if (changes.name !== undefined && (await findPlanNamed(ctx.db, changes.name, planId)))
    throw planNameTaken(changes.name);

  const { before, after, changed } = differences(current.plan, changes);
  if (!changed) return { message: PLAN_UPDATED, subscription_plan: presentAdminPlan(current) };
  await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(subscriptionPlans)
        .set({
          name: changes.name,
          price: changes.price,
          messagesLimit: changes.messages_limit,
          proposalsLimit: changes.proposals_limit,
          duration: changes.duration,
          profileStatus: changes.profile_status,
          featuredProfile: changes.featured_profile,
          active: changes.active,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptionPlans.id, planId));
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "plan.update",
        targetType: "subscription_plan",
        targetId: planId,
        detail: { before, after },
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error) && changes.name !== undefined) throw planNameTaken(changes.name);
      throw error;
    });
  const updated = await findPlanWithUsage(ctx.db, planId);
  if (!updated) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
  return { message: PLAN_UPDATED, subscription_plan: presentAdminPlan(updated) };
}
