import { createPlanSchema, deletePlanSchema, getPlansSchema, updatePlanSchema } from "@/lib/validation/plans";
import { createPlan, PLAN_CREATED } from "../../plans/create-plan";
import { deletePlan, PLAN_DEACTIVATED } from "../../plans/delete-plan";
import { getPlans } from "../../plans/get-plans";
import { listPublicPlans } from "../../plans/list-plans";
import { adminPlansOutput, planChangedOutput, planRemovedOutput, plansOutput } from "../../plans/present";
import { PLAN_UPDATED, updatePlan } from "../../plans/update-plan";
import {
  FREE_PLAN,
  GOLD_PLAN,
  PLATINUM_PLAN,
  SILVER_ADMIN_PLAN,
  SILVER_PLAN,
  TRIAL_ADMIN_PLAN,
} from "../examples";
import { adminRoute, publicRouteWithoutInput } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;

export const plansRoutes = {
  /** The packages page's plans; no sign-in needed. */
  list: publicRouteWithoutInput(plansOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/subscription-plans",
        tag: "plans",
        summary: "The subscription plans on offer: Free first, then by price",
        description:
          "The public listing of the packages page: the active plans only (an administrator's deactivated plans are not offered). Cached for a minute, so an administrator's edit shows within one.",
        // The packages page reads it on every visit; an admin's edit shows within a minute.
        cache: "public, max-age=60",
        example: { output: { plans: [FREE_PLAN, SILVER_PLAN, GOLD_PLAN, PLATINUM_PLAN] } },
      },
      access: { expect: { visitor: 200, member: 200, other: 200, admin: 200 } },
    })
    .query(({ ctx }) => listPublicPlans(ctx)),
  get: adminRoute(getPlansSchema, adminPlansOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/subscription-plans/get",
        tag: "plans",
        errors: [404],
        numbers: ["page", "pageSize"],
        summary: "Every plan, inactive ones too, with how much each is in use (administrators)",
        description:
          "With `subscription_plan_id`, that plan; without, a page of every plan (Free first, then by price), searched by name. Each carries `active` and how many payments, periods and current members it has, which decide whether deleting it deletes or deactivates it.",
        example: {
          input: { search: "Silver", page: 1, pageSize: 20 },
          output: { subscription_plans: [SILVER_ADMIN_PLAN], total: 1, page: 1, pageSize: 20 },
        },
      },
      access: [
        { name: "the list", input: () => ({ page: 1, pageSize: 5 }), expect: ADMIN_ONLY },
        { name: "one plan", input: (w) => ({ subscription_plan_id: w.paidPlanId }), expect: ADMIN_ONLY },
      ],
    })
    .query(({ ctx, input }) => getPlans(ctx, input)),
  create: adminRoute(createPlanSchema, planChangedOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/subscription-plans/create",
        tag: "plans",
        errors: [409],
        summary: "Add a paid subscription plan",
        description:
          "An administrator adds a plan members can buy: `name` (unique, letter case aside: 409 otherwise), `price` in whole rupees, `messages_limit`, `proposals_limit`, `duration` in days, and the booleans `profile_status` (includes verification), `featured_profile` (listed first) and `active` (offered; default true). Missing or empty numbers get the spec's messages ('Price is required!', …). Recorded in the administrators' trail.",
        example: {
          input: {
            name: TRIAL_ADMIN_PLAN.name,
            price: TRIAL_ADMIN_PLAN.price,
            messages_limit: TRIAL_ADMIN_PLAN.messages_limit,
            proposals_limit: TRIAL_ADMIN_PLAN.proposals_limit,
            duration: TRIAL_ADMIN_PLAN.duration,
            profile_status: false,
            featured_profile: false,
          },
          output: { message: PLAN_CREATED, subscription_plan: TRIAL_ADMIN_PLAN },
        },
      },
      access: {
        input: (w) => ({
          name: `Plan ${w.sparePlanId}`,
          price: 3000,
          messages_limit: 40,
          proposals_limit: 20,
          duration: 30,
        }),
        expect: ADMIN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => createPlan(ctx, input)),
  update: adminRoute(updatePlanSchema, planChangedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/subscription-plans/update",
        tag: "plans",
        errors: [404, 409],
        summary: "Change a subscription plan",
        description:
          "`{subscription_plan_id, ...fields}`: the fields given change, the others stay. Payments keep the amount and plan name they were made with, so a new price never changes what was paid; members on the plan get its new limits at once. The Free plan cannot be priced, given a duration or deactivated (422). `active: false` stops offering a plan; members on it keep it until it ends. Recorded in the administrators' trail with the fields before and after.",
        example: {
          input: { subscription_plan_id: SILVER_ADMIN_PLAN.id, price: 2800 },
          output: { message: PLAN_UPDATED, subscription_plan: { ...SILVER_ADMIN_PLAN, price: 2800 } },
        },
      },
      access: {
        input: (w) => ({ subscription_plan_id: w.sparePlanId, price: 1750 }),
        expect: ADMIN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => updatePlan(ctx, input)),
  delete: adminRoute(deletePlanSchema, planRemovedOutput)
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/subscription-plans/delete",
        tag: "plans",
        errors: [404, 409],
        summary: "Delete a plan nobody bought, or deactivate one that was",
        description:
          "A plan without payments, periods or members on it is deleted (`outcome: deleted`). One that was bought is deactivated instead (`outcome: deactivated`): no longer offered or sold, while its payments, receipts and periods keep it. The Free plan is neither (409). Recorded in the administrators' trail.",
        example: {
          input: { subscription_plan_id: SILVER_ADMIN_PLAN.id },
          output: {
            message: PLAN_DEACTIVATED,
            outcome: "deactivated",
            subscription_plan: { ...SILVER_ADMIN_PLAN, active: false },
          },
        },
      },
      access: [
        {
          name: "a plan nobody bought (deleted)",
          input: (w) => ({ subscription_plan_id: w.sparePlanId }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .mutation(({ ctx, input }) => deletePlan(ctx, input)),
};
