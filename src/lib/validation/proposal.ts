import { z } from "zod";
import { idField } from "./id";
import { pagingSchema } from "./users";

/** Proposals and connections (issue 5, docs/dev/discovery-contract.md). Ids are profile ids unless named user_id. */

/** What a party may set a pending proposal to: the receiver accepts or declines, the sender withdraws. */
export const PROPOSAL_ANSWERS = ["accepted", "declined", "withdrawn"] as const;
export type ProposalAnswer = (typeof PROPOSAL_ANSWERS)[number];

export const createProposalSchema = z.object({
  /** The spec's payload names the sender; it must be the signed-in member's own profile. */
  sender_id: idField("sender_id").optional(),
  receiver_id: idField("receiver_id"),
});

export const updateProposalSchema = z.object({
  proposal_id: idField("proposal_id"),
  status: z.enum(PROPOSAL_ANSWERS, { error: "Status must be accepted, declined or withdrawn" }),
});

export const getProposalsSchema = z.object({
  user_id: idField("user_id").optional(),
  proposal_id: idField("proposal_id").optional(),
});

export const getAcceptedProposalsSchema = z.object({ user_id: idField("user_id").optional() });

/**
 * GET /api/connections/get: a member's connections (`user_id` their own), one (`connection_id`),
 * or for administrators every connection, searched and paged (issue 18); members' answers ignore
 * `search`, `page` and `pageSize`.
 */
export const getConnectionsSchema = z
  .object({
    user_id: idField("user_id").optional(),
    connection_id: idField("connection_id").optional(),
  })
  .extend(pagingSchema.shape);
