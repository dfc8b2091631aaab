import {
  createUserSchema,
  getUserDetailSchema,
  getUserSchema,
  updateUserSchema,
  updateUserSubscriptionSchema,
} from "@/lib/validation/users";
import { createUser, USER_CREATED } from "../../users/create-user";
import { getUserDetail, userDetailOutput } from "../../users/detail";
import { getUsers } from "../../users/get-users";
import { userChangedOutput, usersOutput } from "../../users/present";
import { USER_UPDATED, updateUser } from "../../users/update-user";
import { SUBSCRIPTION_UPDATED, updateUserSubscription } from "../../users/update-user-subscription";
import { AYESHA, AYESHA_USER_DETAIL, AYESHA_USER_ROW, HAMZA, HAMZA_USER_ROW, PLAN_IDS } from "../examples";
import { adminRoute, memberRoute } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;

export const usersRoutes = {
  get: memberRoute(getUserSchema, usersOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/users/get",
        tag: "users",
        errors: [404],
        summary: "One user by user_id, or (administrators) the paged or whole list",
        description:
          "With `user_id`, that account as the Users screen shows it: a member may read only their own, an administrator anyone's. Without it (administrators only), a page of every account, newest first, searched by name, e-mail or phone (any part of them) and filtered by `role`, `status`, `gender`, `plan_id` and `verified`. `total` counts the matches up to 200 (`total_capped` says there are more), so a search stays fast at a million accounts; `page` goes 10,000 accounts deep, `after` (the previous page's `next_after`) goes on from any account. With `all=true`, as the spec's client sends, every matching account in one answer (`page` 1, `pageSize` the number answered).",
        numbers: ["page", "pageSize"],
        booleans: ["all", "verified"],
        example: {
          input: { search: "Khan", gender: "female", verified: true, page: 1, pageSize: 20 },
          output: {
            users: [AYESHA_USER_ROW],
            total: 1,
            total_capped: false,
            page: 1,
            pageSize: 20,
            next_after: null,
          },
        },
      },
      access: [
        {
          name: "one user by id",
          input: (w) => ({ user_id: w.owner.userId }),
          expect: { visitor: 401, member: 200, other: 403, admin: 200 },
        },
        { name: "the list", input: () => ({}), expect: ADMIN_ONLY },
        { name: "the whole list (all=true)", input: () => ({ all: true }), expect: ADMIN_ONLY },
        {
          name: "the filtered list",
          input: (w) => ({
            role: "member",
            status: "active",
            gender: "female",
            plan_id: w.paidPlanId,
            verified: false,
          }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .query(({ ctx, input }) => getUsers(ctx, input)),
  create: adminRoute(createUserSchema, userChangedOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/users/create",
        tag: "users",
        errors: [409],
        summary: "Create a member account",
        description:
          "An administrator makes a member account with a name, e-mail, phone and password (never an administrator here: make one from the Users screen's detail or the command line). Recorded in the administrators' trail.",
        example: {
          input: { name: HAMZA.name, email: HAMZA.email, phone: HAMZA.phone, password: "Dubai@2026" },
          output: { message: USER_CREATED, user: HAMZA_USER_ROW },
        },
      },
      access: { input: (w) => w.newAccount, expect: ADMIN_ONLY },
    })
    .mutation(({ ctx, input }) => createUser(ctx, input)),
  update: adminRoute(updateUserSchema, userChangedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/users/update",
        tag: "users",
        errors: [404, 409],
        summary: "Edit a user; block, verify or make an administrator",
        description:
          "An administrator edits an account's name, e-mail or phone; `status: disabled` blocks it (its sessions and API tokens end and it is hidden from everyone), `active` unblocks it; `verified: true` grants the verified badge with the checks made (`photo_matches`, `identity_checked`, at least one), `false` takes it away; `role: admin` makes an administrator (only of an active account without a submitted profile), `member` unmakes one. `reason` is required with `verified` and `role`. An administrator cannot block or unmake themself, and the last active administrator cannot be blocked or unmade (409). Each change is one entry in the administrators' trail, with before and after.",
        example: {
          input: { user_id: AYESHA.userId, name: "Ayesha Tariq Khan", phone: "+923001234568" },
          output: {
            message: USER_UPDATED,
            user: { ...AYESHA_USER_ROW, name: "Ayesha Tariq Khan", phone: "+923001234568" },
          },
        },
      },
      access: [
        {
          input: (w) => ({ user_id: w.owner.userId, name: "Renamed Member" }),
          expect: ADMIN_ONLY,
        },
        {
          name: "unverify (nothing changes: the owner has no badge)",
          input: (w) => ({ user_id: w.owner.userId, verified: false, reason: "Badge review." }),
          expect: ADMIN_ONLY,
        },
      ],
    })
    .mutation(({ ctx, input }) => updateUser(ctx, input)),
  detail: adminRoute(getUserDetailSchema, userDetailOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/users/detail",
        tag: "users",
        errors: [404],
        summary: "One account in full, for the Users screen's detail page",
        description:
          "The account, its profile's key facts and verified badge (with the checks made), its plan and latest periods, payments, proposals (counts and the latest) and the reports about it. It carries the member's e-mail and phone, so each read is recorded in the administrators' trail (`user.view`).",
        example: { input: { user_id: AYESHA.userId }, output: AYESHA_USER_DETAIL },
      },
      access: { input: (w) => ({ user_id: w.owner.userId }), expect: ADMIN_ONLY },
    })
    .query(({ ctx, input }) => getUserDetail(ctx, input)),
  updateSubscription: adminRoute(updateUserSubscriptionSchema, userChangedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/users/update/subscription",
        tag: "users",
        errors: [404],
        summary: "Grant a member a plan, or end their plans (back to Free)",
        description:
          "A paid plan starts now for its `duration` days with its counters at zero, cutting short the plan that runs (plans the member bought and queued follow it). The Free plan's id ends the member's running and queued plans. The member is notified; the administrators' trail keeps who, when and the optional `reason`.",
        example: {
          input: {
            user_id: HAMZA.userId,
            plan_id: PLAN_IDS.silver,
            reason: "Goodwill month after a payment fault.",
          },
          output: {
            message: SUBSCRIPTION_UPDATED,
            user: { ...HAMZA_USER_ROW, plan: { id: PLAN_IDS.silver, name: "Silver" } },
          },
        },
      },
      access: {
        input: (w) => ({ user_id: w.owner.userId, plan_id: w.paidPlanId, reason: "Goodwill month." }),
        expect: ADMIN_ONLY,
      },
    })
    .mutation(({ ctx, input }) => updateUserSubscription(ctx, input)),
};
