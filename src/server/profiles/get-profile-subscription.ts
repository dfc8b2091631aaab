import type { z } from "zod";
import type { profileIdQuery } from "@/lib/validation/profile";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { AppError, NOT_ALLOWED } from "../errors";
import { effectiveSubscription, findFreePlan } from "../plans/effective-plan";
import { presentPlan } from "../plans/present";
import { findSubscription } from "./queries";

/**
 * GET /api/profile/get/user-subscription?profileId=: the plan and its usage (own; admins any), as
 * they are in force now: an expired plan reads as Free, a finished Free period as zero used.
 */
export async function getProfileSubscription(ctx: RequestContext, input: z.output<typeof profileIdQuery>) {
  const member = requireMember(ctx);
  const profileId = input.profileId ?? member.user.profileId;
  if (!profileId) throw new AppError("NOT_FOUND", "Subscription not found");
  if (profileId !== member.user.profileId && member.user.role !== "admin") {
    throw new AppError("FORBIDDEN", NOT_ALLOWED);
  }
  const subscription = await findSubscriptionView(ctx.db, profileId);
  if (!subscription) throw new AppError("NOT_FOUND", "Subscription not found");
  return { subscription };
}

/** A profile's plan and usage as in force now, or null when it has no subscription row. */
export async function findSubscriptionView(db: Db, profileId: string) {
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

export type SubscriptionView = NonNullable<Awaited<ReturnType<typeof findSubscriptionView>>>;
