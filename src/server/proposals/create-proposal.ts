import { z } from "zod";
import type { createProposalSchema } from "@/lib/validation/proposal";
import { requireMember } from "../auth/guards";
import { consumeRateLimit, type RateRule } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { isUniqueViolation } from "../db/client";
import { proposals } from "../db/schema";
import { appUrl } from "../env";
import { AppError, NOT_ALLOWED } from "../errors";
import { memberMails } from "../mail/member-mails";
import { queueMemberMail } from "../mail/queue-member-mail";
import { createNotification } from "../notifications/create-notification";
import { countSend } from "../plans/count-send";
import { effectiveSubscription } from "../plans/effective-plan";
import { mayBeShown, type Relation, type Viewer } from "../profiles/access";
import { displayName, mayPropose } from "../profiles/present";
import { presentProposalRow, proposalSchema } from "./present";
import { findProposalParties, isAvailable, lockSubscription } from "./queries";

export const PROPOSAL_SENT = "Proposal send successfully!";
export const PROPOSAL_TO_SELF = "You cannot send a proposal to yourself";
export const PROFILE_NOT_AVAILABLE = "This profile is not available";
export const PROPOSAL_EXISTS = "A proposal between you two already exists";
export const PLAN_LIMIT_REACHED =
  "You have used all the proposals of your plan. Upgrade your plan to send more.";
export const VERIFIED_ONLY = "This member accepts proposals from verified members only";
export const PROFILE_INCOMPLETE = "Complete your profile before sending proposals";
export const TOO_MANY_PROPOSALS = "You are sending proposals too quickly. Please wait a while and try again.";

/**
 * Abuse limit per member (docs/decisions/0011), apart from the plan's allowance: generous enough
 * for going through a few pages of search results in one sitting, low enough to stop a script.
 */
export const proposalRateRule: RateRule = { name: "proposal:member", limit: 60, windowSeconds: 60 * 60 };

export const proposalSentOutput = z.object({
  message: z.string().describe(`What was done: "${PROPOSAL_SENT}" (spec §8's words).`),
  proposal: proposalSchema.describe("The proposal, pending."),
});

/**
 * POST /api/proposal/create: the signed-in member proposes to another member. The plan's allowance
 * is checked and counted in the same transaction as the insert, under a lock on the sender's
 * subscription row, so parallel sends can never exceed it; the unique index on live pairs settles
 * parallel proposals between the same two members.
 */
export async function createProposal(
  ctx: RequestContext,
  input: z.output<typeof createProposalSchema>,
): Promise<z.output<typeof proposalSentOutput>> {
  const member = requireMember(ctx);
  const senderId = member.user.profileId;
  if (input.sender_id && input.sender_id !== senderId) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  await consumeRateLimit(ctx.db, proposalRateRule, member.user.id, TOO_MANY_PROPOSALS);

  if (!senderId) throw new AppError("FORBIDDEN", PROFILE_INCOMPLETE);
  if (input.receiver_id === senderId) throw new AppError("UNPROCESSABLE_CONTENT", PROPOSAL_TO_SELF);
  // Every check before the transaction is answered by this one statement (issue 20: ten at most).
  const parties = await findProposalParties(ctx.db, senderId, input.receiver_id);
  const { sender, receiver } = parties;
  if (sender?.profile.status !== "active") throw new AppError("FORBIDDEN", PROFILE_INCOMPLETE);
  const viewer: Viewer = {
    kind: member.user.role,
    userId: member.user.id,
    profileId: senderId,
    verified: sender.profile.verified,
  };
  const relation: Relation = { viewer, isOwner: false, isConnection: parties.connected };
  // Whoever may open the profile may propose (proposals_privacy permitting): one rule with the
  // profile page, which includes someone whose proposal to this sender is pending or accepted,
  // whatever their visibility.
  if (
    !isAvailable(receiver) ||
    !(await mayBeShown(ctx.db, receiver.profile, relation, {
      blocked: parties.blocked,
      proposedToViewer: parties.proposedToSender,
      accountActive: receiver.account.status === "active",
    }))
  ) {
    throw new AppError("NOT_FOUND", PROFILE_NOT_AVAILABLE);
  }
  if (viewer.kind !== "member") throw new AppError("FORBIDDEN", NOT_ALLOWED);
  if (!mayPropose(receiver.profile, relation)) throw new AppError("FORBIDDEN", VERIFIED_ONLY);

  const senderName = displayName(sender.profile) || sender.account.name;
  const row = await ctx.db
    .transaction(async (tx) => {
      const stored = await lockSubscription(tx, senderId);
      const current = effectiveSubscription(stored, stored.freePlan);
      // The live-pair index refuses a second live proposal between the two (caught below); the
      // plan's limit is checked after it, so an existing proposal is named before a spent plan,
      // and the refusal rolls the insert back.
      const [proposal] = await tx
        .insert(proposals)
        .values({ senderId, receiverId: receiver.profile.id })
        .returning();
      if (!proposal) throw new Error("the proposal insert returned no row");
      if (current.proposalsSent >= current.plan.proposalsLimit) {
        throw new AppError("FORBIDDEN", PLAN_LIMIT_REACHED);
      }
      await countSend(tx, senderId, current, "proposals");
      await createNotification(tx, {
        userId: receiver.profile.userId,
        type: "proposal_received",
        title: `New proposal from ${senderName}`,
        link: `/dashboard/proposals/${proposal.id}`,
      });
      await queueMemberMail(tx, {
        userId: receiver.profile.userId,
        kind: "proposals",
        jobKind: "proposal-received",
        idempotencyKey: `proposal-received:${proposal.id}`,
        content: memberMails.proposalReceived(senderName, `${appUrl()}/dashboard/proposals/${proposal.id}`),
        recipient: receiver.account,
      });
      return proposal;
    })
    .catch((error: unknown) => {
      // A live proposal between the two already (or two members proposing to each other at once):
      // the live-pair index lets only one exist.
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", PROPOSAL_EXISTS);
      throw error;
    });
  ctx.mail.wake();

  const proposal = presentProposalRow({ ...row, connectionId: null }, true, receiver, relation);
  return { message: PROPOSAL_SENT, proposal };
}
