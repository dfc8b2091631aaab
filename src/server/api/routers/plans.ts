import { listPublicPlans } from "../../plans/list-plans";
import { plansOutput } from "../../plans/present";
import { FREE_PLAN, GOLD_PLAN, PLATINUM_PLAN, SILVER_PLAN } from "../examples";
import { publicRouteWithoutInput } from "../trpc";

export const plansRoutes = {
  /** The packages page's plans; no sign-in needed. */
  list: publicRouteWithoutInput(plansOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/subscription-plans",
        tag: "plans",
        summary: "The subscription plans: Free first, then by price",
        description:
          "The public listing of the packages page. Cached for a minute, so an administrator's edit shows within one.",
        // The packages page reads it on every visit; an admin's edit shows within a minute.
        cache: "public, max-age=60",
        example: { output: { plans: [FREE_PLAN, SILVER_PLAN, GOLD_PLAN, PLATINUM_PLAN] } },
      },
      access: { expect: { visitor: 200, member: 200, other: 200, admin: 200 } },
    })
    .query(({ ctx }) => listPublicPlans(ctx)),
};
