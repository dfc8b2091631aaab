import { getAdminStats } from "../../dashboard/get-admin-stats";
import { getBadges } from "../../dashboard/get-badges";
import { adminProcedure, createTRPCRouter, memberProcedure } from "../trpc";

export const dashboardRouter = createTRPCRouter({
  // No ids to send: each member reads their own counts.
  badges: memberProcedure
    .meta({ access: { expect: { visitor: 401, member: 200, other: 200, admin: 200 } } })
    .query(({ ctx }) => getBadges(ctx)),
  adminStats: adminProcedure
    .meta({ access: { expect: { visitor: 401, member: 403, other: 403, admin: 200 } } })
    .query(({ ctx }) => getAdminStats(ctx)),
});
