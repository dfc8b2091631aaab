import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ProposalAnswer, updateProposalSchema } from "@/lib/validation/proposal";
import { requireMember } from "../auth/guards";
import { isBlockedBetween } from "../blocks/queries";
import type { RequestContext } from "../context";
import { connections, proposals } from "../db/schema";
import { appUrl } from "../env";
import { AppError } from "../errors";
import { memberMails } from "../mail/member-mails";
import { queueMemberMail } from "../mail/queue-member-mail";
import { createNotification } from "../notifications/create-notification";
import { orderedPair, viewerFrom } from "../profiles/access";
import { displayName } from "../profiles/present";
import { PROFILE_NOT_AVAILABLE } from "./create-proposal";
import { presentProposal, proposalSchema } from "./present";
import { findMembers, findProposal, isAvailableLocked } from "./queries";

export const PROPOSAL_NOT_FOUND = "Proposal not found";
export const RECEIVER_ONLY = "Only the receiver can accept or decline a proposal";
export const SENDER_ONLY = "Only the sender can withdraw a proposal";
export const ALREADY_ANSWERED = "This proposal has already been answered";

export const PROPOSAL_ANSWERED: Record<ProposalAnswer, string> = {
  accepted: "Proposal accepted successfully!",
  declined: "Proposal declined",
  withdrawn: "Proposal withdrawn",
};

export const proposalAnsweredOutput = z.object({
  message: z
    .string()
    .describe(
      `What was done: "${PROPOSAL_ANSWERED.accepted}", "${PROPOSAL_ANSWERED.declined}" or "${PROPOSAL_ANSWERED.withdrawn}".`,
    ),
  proposal: proposalSchema.describe("The proposal as it now stands."),
  connection_id: z
    .guid()
    .nullable()
    .describe(
      "The connection an acceptance made (open it for Contact Details); null for a decline or withdrawal.",
    ),
});

/**
 * PUT /api/proposal/update: the receiver accepts or declines a pending proposal, the sender
 * withdraws it. The change is conditional on the proposal still being pending, so of two parallel
 * answers exactly one wins; an acceptance makes the pair's one connection in the same transaction.
 * A declined or withdrawn pair may propose again later (docs/decisions/0011).
 */
export async function updateProposal(
  ctx: RequestContext,
  input: z.output<typeof updateProposalSchema>,
): Promise<z.output<typeof proposalAnsweredOutput>> {
  const member = requireMember(ctx);
  const me = member.user.profileId;
  const found = await findProposal(ctx.db, input.proposal_id);
  if (!found || !me || (found.senderId !== me && found.receiverId !== me)) {
    throw new AppError("NOT_FOUND", PROPOSAL_NOT_FOUND);
  }
  // Hidden from both while one of them blocks the other: nothing to answer (decision 0024).
  if (await isBlockedBetween(ctx.db, found.senderId, found.receiverId)) {
    throw new AppError("NOT_FOUND", PROPOSAL_NOT_FOUND);
  }
  if (input.status === "withdrawn" && found.senderId !== me) throw new AppError("FORBIDDEN", SENDER_ONLY);
  if (input.status !== "withdrawn" && found.receiverId !== me) throw new AppError("FORBIDDEN", RECEIVER_ONLY);
  if (found.status !== "pending") throw new AppError("CONFLICT", ALREADY_ANSWERED);

  const parties = await findMembers(ctx.db, [found.senderId, me]);
  const receiver = parties.get(me);
  const senderUserId = parties.get(found.senderId)?.profile.userId;

  const updated = await ctx.db.transaction(async (tx) => {
    // A sender an admin has since blocked, or who deleted their account, cannot be accepted: the
    // connection would hand their contact details over. Read under a share lock, so a block or a
    // deletion committing meanwhile is either seen here or waits for this acceptance to finish.
    // Declining and withdrawing stay possible.
    if (input.status === "accepted" && !(await isAvailableLocked(tx, found.senderId))) {
      throw new AppError("CONFLICT", PROFILE_NOT_AVAILABLE);
    }
    const [row] = await tx
      .update(proposals)
      .set({ status: input.status, updatedAt: sql`now()` })
      .where(and(eq(proposals.id, found.id), eq(proposals.status, "pending")))
      .returning();
    if (!row) throw new AppError("CONFLICT", ALREADY_ANSWERED);
    const receiverName = (receiver && displayName(receiver.profile)) || member.user.name;
    if (input.status === "declined" && senderUserId) {
      // The sender hears of a decline as of an acceptance (a withdrawal is their own doing).
      await createNotification(tx, {
        userId: senderUserId,
        type: "proposal_declined",
        title: `${receiverName} declined your proposal`,
        link: `/dashboard/proposals/${row.id}`,
      });
    }
    if (input.status !== "accepted") return { ...row, connectionId: null };

    const [profileAId, profileBId] = orderedPair(row.senderId, row.receiverId);
    const [connection] = await tx
      .insert(connections)
      .values({ proposalId: row.id, profileAId, profileBId })
      .returning({ id: connections.id });
    if (!connection) throw new Error("the connection insert returned no row");
    if (senderUserId) {
      const link = `/dashboard/connections/${connection.id}`;
      await createNotification(tx, {
        userId: senderUserId,
        type: "proposal_accepted",
        title: `${receiverName} accepted your proposal`,
        link,
      });
      await queueMemberMail(tx, {
        userId: senderUserId,
        kind: "proposals",
        jobKind: "proposal-accepted",
        idempotencyKey: `proposal-accepted:${row.id}`,
        content: memberMails.proposalAccepted(receiverName, `${appUrl()}${link}`),
      });
    }
    return { ...row, connectionId: connection.id };
  });

  ctx.mail.wake();
  const proposal = await presentProposal(ctx.db, viewerFrom(ctx), me, updated);
  return { message: PROPOSAL_ANSWERED[input.status], proposal, connection_id: updated.connectionId };
}
