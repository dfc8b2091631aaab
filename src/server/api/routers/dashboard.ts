import { adminStatsOutput, getAdminStats } from "../../dashboard/get-admin-stats";
import { badgesOutput, getBadges } from "../../dashboard/get-badges";
import { adminRouteWithoutInput, memberRouteWithoutInput } from "../trpc";

export const dashboardRoutes = {
  // No ids to send: each member reads their own counts.
  badges: memberRouteWithoutInput(badgesOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/dashboard/badges",
        tag: "dashboard",
        summary: "Pending proposals and unread notifications",
        description: "The signed-in member's counts for the sidebar's badges.",
        example: {
          output: { pendingProposals: 2, unreadNotifications: 5, openReports: 0, pendingVerifications: 0 },
        },
      },
      access: { expect: { visitor: 401, member: 200, other: 200, admin: 200 } },
    })
    .query(({ ctx }) => getBadges(ctx)),
  adminStats: adminRouteWithoutInput(adminStatsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/dashboard/admin-stats",
        tag: "dashboard",
        summary: "Counts for the admin dashboard",
        description:
          "Members, submitted profiles, new contact messages, completed payments and revenue, counted now.",
        example: {
          output: {
            members: 1240,
            profiles: 986,
            newContactMessages: 7,
            paidPayments: 312,
            revenue: 1_560_000,
          },
        },
      },
      access: { expect: { visitor: 401, member: 403, other: 403, admin: 200 } },
    })
    .query(({ ctx }) => getAdminStats(ctx)),
};
