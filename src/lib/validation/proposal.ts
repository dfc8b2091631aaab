import { z } from "zod";

/** Proposals and connections (issue 5, docs/dev/discovery-contract.md). Ids are profile ids unless named user_id. */

const id = (name: string) => z.uuid({ error: `${name} must be a valid id` });

/** What a party may set a pending proposal to: the receiver accepts or declines, the sender withdraws. */
export const PROPOSAL_ANSWERS = ["accepted", "declined", "withdrawn"] as const;
export type ProposalAnswer = (typeof PROPOSAL_ANSWERS)[number];

export const createProposalSchema = z.object({
  /** The spec's payload names the sender; it must be the signed-in member's own profile. */
  sender_id: id("sender_id").optional(),
  receiver_id: id("receiver_id"),
});

export const updateProposalSchema = z.object({
  proposal_id: id("proposal_id"),
  status: z.enum(PROPOSAL_ANSWERS, { error: "Status must be accepted, declined or withdrawn" }),
});

export const getProposalsSchema = z.object({
  user_id: id("user_id").optional(),
  proposal_id: id("proposal_id").optional(),
});

export const getAcceptedProposalsSchema = z.object({ user_id: id("user_id").optional() });

export const getConnectionsSchema = z.object({
  user_id: id("user_id").optional(),
  connection_id: id("connection_id").optional(),
});
