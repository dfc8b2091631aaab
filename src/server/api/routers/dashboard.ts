import { getAdminStats } from "../../dashboard/get-admin-stats";
import { getBadges } from "../../dashboard/get-badges";
import { adminProcedure, createTRPCRouter, memberProcedure } from "../trpc";

export const dashboardRouter = createTRPCRouter({
  badges: memberProcedure.query(({ ctx }) => getBadges(ctx)),
  adminStats: adminProcedure.query(({ ctx }) => getAdminStats(ctx)),
});
