import type { z } from "zod";
import type { profileIdQuery } from "@/lib/validation/profile";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { presentPlan } from "../plans/present";
import { findSubscription } from "./queries";

/** GET /api/profile/get/user-subscription?profileId=: the plan and its usage (own; admins any). */
export async function getProfileSubscription(ctx: RequestContext, input: z.output<typeof profileIdQuery>) {
  const member = requireMember(ctx);
  const profileId = input.profileId ?? member.user.profileId;
  if (!profileId) throw new AppError("NOT_FOUND", "Subscription not found");
  if (profileId !== member.user.profileId && member.user.role !== "admin") {
    throw new AppError("FORBIDDEN", NOT_ALLOWED);
  }
  const row = await findSubscription(ctx.db, profileId);
  if (!row) throw new AppError("NOT_FOUND", "Subscription not found");
  return {
    subscription: {
      plan: presentPlan(row.plan),
      messages_sent: row.subscription.messagesSent,
      proposals_sent: row.subscription.proposalsSent,
      start_date: row.subscription.startDate,
      end_date: row.subscription.endDate,
    },
  };
}
