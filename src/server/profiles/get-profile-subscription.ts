import { z } from "zod";
import type { profileIdQuery } from "@/lib/validation/profile";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { AppError, NOT_ALLOWED } from "../errors";
import { effectiveSubscription, findFreePlan } from "../plans/effective-plan";
import { listPeriods } from "../plans/list-periods";
import { planSchema, presentPlan } from "../plans/present";
import { type PlanPeriodView, planPeriodSchema, presentPeriod } from "../plans/present-period";
import { findSubscription } from "./queries";

/** Spec §3 "User subscription info": the plan's usage as in force now. */
export const subscriptionUsageSchema = z
  .object({
    messages_sent: z.number().int().describe("Messages sent in the current period of the plan."),
    proposals_sent: z.number().int().describe("Proposals sent in the current period of the plan."),
    start_date: z
      .date()
      .describe(
        "When the current period began: the plan's start, or for Free the start of its current 30-day period.",
      ),
    end_date: z.date().nullable().describe("When the plan ends; null for Free, which does not end."),
  })
  .meta({ id: "SubscriptionUsage", description: "How much of the plan has been used, as in force now." });

/** The plan in force and its usage: an expired plan reads as Free, a finished Free period as zero used. */
export const subscriptionSchema = subscriptionUsageSchema
  .extend({ plan: planSchema.describe("The plan in force now (Free once a paid plan has ended).") })
  .meta({ id: "Subscription", description: "The member's plan in force now, and its usage." });

export type SubscriptionView = z.output<typeof subscriptionSchema>;

export const profileSubscriptionOutput = z.object({
  subscription: subscriptionSchema,
  queued: z
    .array(planPeriodSchema)
    .describe("Plans bought while another runs, soonest first: each starts when the one before it ends."),
  history: z
    .array(planPeriodSchema)
    .describe("Every plan period that has begun (running, ended, cut short), newest first."),
});

/**
 * GET /api/profile/get/user-subscription?profileId=: the plan and its usage (own; admins any), as
 * they are in force now: an expired plan reads as Free, a finished Free period as zero used.
 */
export async function getProfileSubscription(
  ctx: RequestContext,
  input: z.output<typeof profileIdQuery>,
): Promise<z.output<typeof profileSubscriptionOutput>> {
  const member = requireMember(ctx);
  const profileId = input.profileId ?? member.user.profileId;
  if (!profileId) throw new AppError("NOT_FOUND", "Subscription not found");
  if (profileId !== member.user.profileId && member.user.role !== "admin") {
    throw new AppError("FORBIDDEN", NOT_ALLOWED);
  }
  const [subscription, periods] = await Promise.all([
    findSubscriptionView(ctx.db, profileId),
    findPlanPeriods(ctx.db, profileId),
  ]);
  if (!subscription) throw new AppError("NOT_FOUND", "Subscription not found");
  return { subscription, ...periods };
}

/**
 * A profile's paid and granted periods at `now`, split as the subscription page shows them: the
 * queued ones (soonest first) and the history of those that began (newest first). A period cut
 * short before it began is history, not queued.
 */
export async function findPlanPeriods(
  db: Db,
  profileId: string,
  now: Date = new Date(),
): Promise<{ queued: PlanPeriodView[]; history: PlanPeriodView[] }> {
  const periods = (await listPeriods(db, profileId)).map((row) => presentPeriod(row, now));
  return {
    queued: periods.filter((period) => period.state === "queued").reverse(),
    history: periods.filter((period) => period.state !== "queued"),
  };
}

/** A profile's plan and usage as in force now, or null when it has no subscription row. */
export async function findSubscriptionView(db: Db, profileId: string): Promise<SubscriptionView | null> {
  const [row, freePlan] = await Promise.all([findSubscription(db, profileId), findFreePlan(db)]);
  if (!row) return null;
  const current = effectiveSubscription(row, freePlan);
  return {
    plan: presentPlan(current.plan),
    messages_sent: current.messagesSent,
    proposals_sent: current.proposalsSent,
    start_date: current.startDate,
    end_date: current.endDate,
  };
}
