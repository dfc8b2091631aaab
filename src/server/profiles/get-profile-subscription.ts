import type { z } from "zod";
import type { profileIdQuery } from "@/lib/validation/profile";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
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
  const [row, freePlan] = await Promise.all([findSubscription(ctx.db, profileId), findFreePlan(ctx.db)]);
  if (!row) throw new AppError("NOT_FOUND", "Subscription not found");
  const current = effectiveSubscription(row, freePlan);
  return {
    subscription: {
      plan: presentPlan(current.plan),
      messages_sent: current.messagesSent,
      proposals_sent: current.proposalsSent,
      start_date: current.startDate,
      end_date: current.endDate,
    },
  };
}
