import {
  createProposalSchema,
  getAcceptedProposalsSchema,
  getProposalsSchema,
  updateProposalSchema,
} from "@/lib/validation/proposal";
import { createProposal } from "../../proposals/create-proposal";
import { getAcceptedProposals, getProposals } from "../../proposals/get-proposals";
import { updateProposal } from "../../proposals/update-proposal";
import { createTRPCRouter, memberProcedure } from "../trpc";

/** The owner's own lists: an admin may read anyone's, another member nobody's. */
const OWN_OR_ADMIN = { visitor: 401, member: 200, other: 403, admin: 200 } as const;
/** A proposal only its two parties may answer; to everyone else it does not exist. */
const PARTIES_ONLY = { visitor: 401, member: 200, other: 404, admin: 404 } as const;

export const proposalRouter = createTRPCRouter({
  create: memberProcedure
    .meta({
      access: {
        input: (w) => ({ sender_id: w.owner.profileId, receiver_id: w.proposalTarget.profileId }),
        expect: { visitor: 401, member: 200, other: 403, admin: 403 },
      },
    })
    .input(createProposalSchema)
    .mutation(({ ctx, input }) => createProposal(ctx, input)),
  update: memberProcedure
    .meta({
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
    .input(updateProposalSchema)
    .mutation(({ ctx, input }) => updateProposal(ctx, input)),
  get: memberProcedure
    .meta({
      access: [
        { name: "the owner's list", input: (w) => ({ user_id: w.owner.userId }), expect: OWN_OR_ADMIN },
        {
          name: "one proposal",
          input: (w) => ({ proposal_id: w.owner.sentProposalId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
      ],
    })
    .input(getProposalsSchema)
    .query(({ ctx, input }) => getProposals(ctx, input)),
  getAccepted: memberProcedure
    .meta({ access: { input: (w) => ({ user_id: w.owner.userId }), expect: OWN_OR_ADMIN } })
    .input(getAcceptedProposalsSchema)
    .query(({ ctx, input }) => getAcceptedProposals(ctx, input)),
});
