import {
  createProposalSchema,
  getAcceptedProposalsSchema,
  getProposalsSchema,
  updateProposalSchema,
} from "@/lib/validation/proposal";
import { createProposal, PROPOSAL_SENT, proposalSentOutput } from "../../proposals/create-proposal";
import {
  acceptedProposalsOutput,
  getAcceptedProposals,
  getProposals,
  proposalsOutput,
} from "../../proposals/get-proposals";
import { PROPOSAL_ANSWERED, proposalAnsweredOutput, updateProposal } from "../../proposals/update-proposal";
import {
  AYESHA,
  BILAL,
  CONNECTION_WITH_BILAL,
  OMAR,
  PROPOSAL_FROM_BILAL,
  PROPOSAL_FROM_BILAL_ITEM,
  PROPOSAL_TO_OMAR_ITEM,
} from "../examples";
import { memberRoute } from "../trpc";

/** The owner's own lists: an admin may read anyone's, another member nobody's. */
const OWN_OR_ADMIN = { visitor: 401, member: 200, other: 403, admin: 200 } as const;
/** A proposal only its two parties may answer; to everyone else it does not exist. */
const PARTIES_ONLY = { visitor: 401, member: 200, other: 404, admin: 404 } as const;

export const proposalRoutes = {
  create: memberRoute(createProposalSchema, proposalSentOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/proposal/create",
        tag: "proposals",
        errors: [404, 409, 429],
        summary: "Send a proposal",
        description:
          "`{sender_id?, receiver_id}` (profile ids; the sender is always the signed-in member). Counted against the plan's proposals in the same transaction, so parallel sends cannot exceed it.",
        example: {
          input: { sender_id: AYESHA.profileId, receiver_id: OMAR.profileId },
          output: { message: PROPOSAL_SENT, proposal: PROPOSAL_TO_OMAR_ITEM },
        },
      },
      access: {
        input: (w) => ({ sender_id: w.owner.profileId, receiver_id: w.proposalTarget.profileId }),
        expect: { visitor: 401, member: 200, other: 403, admin: 403 },
      },
    })
    .mutation(({ ctx, input }) => createProposal(ctx, input)),
  update: memberRoute(updateProposalSchema, proposalAnsweredOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/proposal/update",
        tag: "proposals",
        errors: [409],
        summary: "Answer a pending proposal",
        description:
          "`{proposal_id, status}`: the receiver accepts or declines, the sender withdraws. An accepted proposal makes the two members connections.",
        example: {
          input: { proposal_id: PROPOSAL_FROM_BILAL, status: "accepted" },
          output: {
            message: PROPOSAL_ANSWERED.accepted,
            proposal: PROPOSAL_FROM_BILAL_ITEM,
            connection_id: CONNECTION_WITH_BILAL,
          },
        },
      },
      access: [
        {
          name: "the receiver accepts",
          input: (w) => ({ proposal_id: w.owner.receivedProposalId, status: "accepted" }),
          expect: PARTIES_ONLY,
        },
        {
          name: "the sender withdraws",
          input: (w) => ({ proposal_id: w.owner.sentProposalId, status: "withdrawn" }),
          expect: PARTIES_ONLY,
        },
      ],
    })
    .mutation(({ ctx, input }) => updateProposal(ctx, input)),
  get: memberRoute(getProposalsSchema, proposalsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/proposal/get",
        tag: "proposals",
        summary: "The member's proposals, or one by proposal_id",
        description:
          "Sent and received, pending first, then newest; with `proposal_id`, that one (its two members and administrators only).",
        example: {
          input: { user_id: AYESHA.userId },
          output: { proposals: [PROPOSAL_TO_OMAR_ITEM, PROPOSAL_FROM_BILAL_ITEM] },
        },
      },
      access: [
        { name: "the owner's list", input: (w) => ({ user_id: w.owner.userId }), expect: OWN_OR_ADMIN },
        {
          name: "one proposal",
          input: (w) => ({ proposal_id: w.owner.sentProposalId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
      ],
    })
    .query(({ ctx, input }) => getProposals(ctx, input)),
  getAccepted: memberRoute(getAcceptedProposalsSchema, acceptedProposalsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/proposal/get/accepted",
        tag: "proposals",
        summary: "The member's accepted proposals",
        description: "As spec \u00a77 lists them: `{proposals: [{id, sender_id, receiver_id}]}`.",
        example: {
          input: { user_id: AYESHA.userId },
          output: {
            proposals: [
              { id: PROPOSAL_FROM_BILAL, sender_id: BILAL.profileId, receiver_id: AYESHA.profileId },
            ],
          },
        },
      },
      access: { input: (w) => ({ user_id: w.owner.userId }), expect: OWN_OR_ADMIN },
    })
    .query(({ ctx, input }) => getAcceptedProposals(ctx, input)),
};
