import { listPublicPlans } from "../../plans/list-plans";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const plansRouter = createTRPCRouter({
  /** The packages page's plans; no sign-in needed. */
  list: publicProcedure.query(({ ctx }) => listPublicPlans(ctx)),
});
