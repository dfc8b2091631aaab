import { z } from "zod";
import type { PlanRow } from "./queries";

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
    created_at: row.createdAt,
  };
}

export type PlanView = ReturnType<typeof presentPlan>;

export const plansOutput = z.object({
  plans: z.array(planSchema).describe("Every plan on offer: Free first, then by price."),
});
