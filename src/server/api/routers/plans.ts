import { listPublicPlans } from "../../plans/list-plans";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const plansRouter = createTRPCRouter({
  /** The packages page's plans; no sign-in needed. */
  list: publicProcedure
    .meta({ access: { expect: { visitor: 200, member: 200, other: 200, admin: 200 } } })
    .query(({ ctx }) => listPublicPlans(ctx)),
});
