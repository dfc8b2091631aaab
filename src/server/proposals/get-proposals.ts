import { z } from "zod";
import type { getAcceptedProposalsSchema, getProposalsSchema } from "@/lib/validation/proposal";
import { requireMember, requireSelfOrAdmin } from "../auth/guards";
import { isBlockedBetween } from "../blocks/queries";
import type { MemberContext, RequestContext } from "../context";
import { AppError } from "../errors";
import { viewerFrom } from "../profiles/access";
import { findProfileByUserId } from "../profiles/queries";
import { USER_NOT_FOUND } from "../users/get-users";
import {
  acceptedProposalSchema,
  awaitsUnavailableSender,
  presentProposal,
  presentProposals,
  proposalSchema,
} from "./present";
import { findProposal, listAcceptedOf, listProposalsOf } from "./queries";
import { PROPOSAL_NOT_FOUND } from "./update-proposal";

/**
 * Whose proposals or connections a request reads: the signed-in member's own, or, for an admin,
 * any user's by `user_id`. A member naming another user gets 403 (DESIGN.md §3 "Identity").
 */
export async function subjectOf(
  ctx: RequestContext,
  userId: string | undefined,
): Promise<{ member: MemberContext; profileId: string | null }> {
  const member = userId ? requireSelfOrAdmin(ctx, userId) : requireMember(ctx);
  if (!userId || userId === member.user.id) return { member, profileId: member.user.profileId };
  const profile = await findProfileByUserId(ctx.db, userId);
  if (!profile) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return { member, profileId: profile.id };
}

/** GET /api/proposal/get: one proposal by its id, or the member's list. */
export const proposalsOutput = z.union([
  z.object({ proposal: proposalSchema.describe("The proposal `proposal_id` names.") }),
  z.object({
    proposals: z
      .array(proposalSchema)
      .describe("Sent and received, pending first, then newest. Empty for a member without a profile."),
  }),
]);

/** GET /api/proposal/get/accepted: spec §7's `{proposals: [{id, sender_id, receiver_id}]}`. */
export const acceptedProposalsOutput = z.object({
  proposals: z
    .array(acceptedProposalSchema)
    .describe("The member's accepted proposals, both ways, most recent first."),
});

/**
 * GET /api/proposal/get: with proposal_id one proposal (its parties and admins only); otherwise the
 * member's proposals, sent and received, pending first, then newest. A pending proposal whose sender
 * is no longer shown (blocked by an admin) is left out of the list while that lasts, as the sidebar's
 * count leaves it out: it cannot be accepted, and it comes back if the sender is unblocked. By its id
 * (the notification's link) it is still there, so the receiver can decline it.
 */
export async function getProposals(
  ctx: RequestContext,
  input: z.output<typeof getProposalsSchema>,
): Promise<z.output<typeof proposalsOutput>> {
  const { member, profileId } = await subjectOf(ctx, input.user_id);
  const viewer = viewerFrom(ctx);
  if (input.proposal_id) {
    const row = await findProposal(ctx.db, input.proposal_id);
    const party = row !== null && profileId !== null && [row.senderId, row.receiverId].includes(profileId);
    if (!row || (!party && member.user.role !== "admin")) {
      throw new AppError("NOT_FOUND", PROPOSAL_NOT_FOUND);
    }
    // Between two members one of whom blocked the other, it is not there for either (decision 0024).
    if (party && (await isBlockedBetween(ctx.db, row.senderId, row.receiverId))) {
      throw new AppError("NOT_FOUND", PROPOSAL_NOT_FOUND);
    }
    const proposal = await presentProposal(ctx.db, viewer, party ? profileId : null, row);
    return { proposal };
  }
  if (!profileId) return { proposals: [] };
  const rows = await listProposalsOf(ctx.db, profileId);
  const items = await presentProposals(ctx.db, viewer, profileId, rows);
  return { proposals: items.filter((item) => !awaitsUnavailableSender(item)) };
}

/** GET /api/proposal/get/accepted: the member's accepted proposals, as the spec's ids only. */
export async function getAcceptedProposals(
  ctx: RequestContext,
  input: z.output<typeof getAcceptedProposalsSchema>,
): Promise<z.output<typeof acceptedProposalsOutput>> {
  const { profileId } = await subjectOf(ctx, input.user_id);
  return { proposals: profileId ? await listAcceptedOf(ctx.db, profileId) : [] };
}
