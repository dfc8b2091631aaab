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

export const proposalRouter = createTRPCRouter({
  create: memberProcedure
    .input(createProposalSchema)
    .mutation(({ ctx, input }) => createProposal(ctx, input)),
  update: memberProcedure
    .input(updateProposalSchema)
    .mutation(({ ctx, input }) => updateProposal(ctx, input)),
  get: memberProcedure.input(getProposalsSchema).query(({ ctx, input }) => getProposals(ctx, input)),
  getAccepted: memberProcedure
    .input(getAcceptedProposalsSchema)
    .query(({ ctx, input }) => getAcceptedProposals(ctx, input)),
});
