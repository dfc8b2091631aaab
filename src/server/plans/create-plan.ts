import type { z } from "zod";
import type { createPlanSchema } from "@/lib/validation/plans";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { isUniqueViolation } from "../db/client";
import { subscriptionPlans } from "../db/schema";
import { AppError } from "../errors";
import { type planChangedOutput, presentAdminPlan } from "./present";
import { findPlanNamed } from "./queries";

export const PLAN_CREATED = "Subscription plan created successfully";

/** The words of a name another plan has (409), on the name field too. */
export function planNameTaken(name: string): AppError {
  const message = `A plan named “${name}” already exists. Choose another name.`;
  return new AppError("CONFLICT", message, { fields: { name: message } });
}

/**
 * POST /api/subscription-plans/create: an administrator adds a paid plan (the one Free plan is
 * seeded). Names are unique whatever their letter case. The trail records it in the same
 * transaction.
 */
export async function createPlan(
  ctx: RequestContext,
  input: z.output<typeof createPlanSchema>,
): Promise<z.output<typeof planChangedOutput>> {
  const admin = requireAdmin(ctx);
  if (await findPlanNamed(ctx.db, input.name)) throw planNameTaken(input.name);
  const plan = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptionPlans)
        .values({
          name: input.name,
          price: input.price,
          messagesLimit: input.messages_limit,
          proposalsLimit: input.proposals_limit,
          duration: input.duration,
          profileStatus: input.profile_status,
          featuredProfile: input.featured_profile,
          active: input.active,
          isFree: false,
        })
        .returning();
      if (!row) throw new Error("the plan insert returned no row");
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "plan.create",
        targetType: "subscription_plan",
        targetId: row.id,
        detail: { after: input },
      });
      return row;
    })
    .catch((error: unknown) => {
      // Two administrators naming plans alike at once: the unique index decides.
      if (isUniqueViolation(error)) throw planNameTaken(input.name);
      throw error;
    });
  return {
    message: PLAN_CREATED,
    subscription_plan: presentAdminPlan({ plan, payments: 0, periods: 0, subscribers: 0 }),
  };
}
