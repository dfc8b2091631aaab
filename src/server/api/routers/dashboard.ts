import { getAdminStats } from "../../dashboard/get-admin-stats";
import { getBadges } from "../../dashboard/get-badges";
import { listOutbox } from "../../dev/list-outbox";
import { adminProcedure, createTRPCRouter, memberProcedure, publicProcedure } from "../trpc";

export const dashboardRouter = createTRPCRouter({
  badges: memberProcedure.query(({ ctx }) => getBadges(ctx)),
  adminStats: adminProcedure.query(({ ctx }) => getAdminStats(ctx)),
});

export const devRouter = createTRPCRouter({
  outbox: publicProcedure.query(({ ctx }) => listOutbox(ctx)),
});
