import { z } from "zod";
import type { PlanRow, PlanWithUsage } from "./queries";

/** A subscription plan in the spec's snake_case (spec §3); prices in whole rupees. */
export const planSchema = z
  .object({
    id: z.guid().describe("The plan's id (what an administrator puts a member on)."),
    name: z
      .string()
      .describe("The plan's name: Free, Silver, Gold, Platinum, or as an administrator named it."),
    price: z.number().int().describe("In whole Pakistani rupees (shown 'Rs. 2,500')."),
    messages_limit: z.number().int().describe("Messages a member may send on the plan."),
    proposals_limit: z.number().int().describe("Proposals a member may send on the plan."),
    duration: z.number().int().nullable().describe("Days the plan runs; null for Free, which does not end."),
    profile_status: z.boolean().describe("Whether the plan includes profile verification (the badge)."),
    featured_profile: z.boolean().describe("Whether the member is listed first while the plan runs."),
    is_free: z.boolean().describe("The Free plan every member starts on; it cannot be bought."),
    active: z
      .boolean()
      .describe(
        "Whether the plan is on offer; an inactive one (administrators only see it) cannot be bought, and members on it keep it until it ends.",
      ),
    created_at: z.date().describe("When the plan was made."),
  })
  .meta({ id: "Plan" });

export function presentPlan(row: PlanRow): z.output<typeof planSchema> {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    messages_limit: row.messagesLimit,
    proposals_limit: row.proposalsLimit,
    duration: row.duration,
    profile_status: row.profileStatus,
    featured_profile: row.featuredProfile,
    is_free: row.isFree,
    active: row.active,
    created_at: row.createdAt,
  };
}

export type PlanView = ReturnType<typeof presentPlan>;

export const plansOutput = z.object({
  plans: z.array(planSchema).describe("Every plan on offer (active): Free first, then by price."),
});

/** A plan as the administrators' screens show it: inactive ones too, and how much it is in use. */
export const adminPlanSchema = planSchema
  .extend({
    payments_count: z.number().int().describe("Payments made for it, whatever their status."),
    periods_count: z.number().int().describe("Plan periods members had, have or have queued on it."),
    subscribers_count: z.number().int().describe("Members whose plan in force it is now."),
    updated_at: z.date().describe("When the plan was last changed."),
  })
  .meta({ id: "AdminPlan" });

export type AdminPlanView = z.output<typeof adminPlanSchema>;

export function presentAdminPlan(row: PlanWithUsage): AdminPlanView {
  return {
    ...presentPlan(row.plan),
    payments_count: row.payments,
    periods_count: row.periods,
    subscribers_count: row.subscribers,
    updated_at: row.plan.updatedAt,
  };
}

/** GET /api/subscription-plans/get: one plan, or a page of them. */
export const adminPlansOutput = z.union([
  z.object({ subscription_plan: adminPlanSchema }),
  z.object({
    subscription_plans: z.array(adminPlanSchema).describe("This page's plans: Free first, then by price."),
    total: z.number().int().describe("How many plans match, in all."),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
]);

/** An administrator's change to a plan: what was done, and the plan as it is now. */
export const planChangedOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  subscription_plan: adminPlanSchema,
});

/** DELETE /api/subscription-plans/delete: deleted (never bought), or deactivated (it has buyers). */
export const planRemovedOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  outcome: z
    .enum(["deleted", "deactivated"])
    .describe(
      "deleted: nobody had bought it; deactivated: kept for its payments and periods, no longer offered.",
    ),
  subscription_plan: adminPlanSchema.nullable().describe("The plan as it is now; null once deleted."),
});
