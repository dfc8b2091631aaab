import {
  createUserSchema,
  getUserSchema,
  updateUserSchema,
  updateUserSubscriptionSchema,
} from "@/lib/validation/users";
import { createUser, USER_CREATED } from "../../users/create-user";
import { getUsers } from "../../users/get-users";
import { userChangedOutput, usersOutput } from "../../users/present";
import { USER_UPDATED, updateUser } from "../../users/update-user";
import { SUBSCRIPTION_UPDATED, updateUserSubscription } from "../../users/update-user-subscription";
import { AYESHA, AYESHA_USER_ROW, HAMZA, HAMZA_USER_ROW, PLAN_IDS } from "../examples";
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
          "With `user_id`, that account as the Users screen shows it: a member may read only their own, an administrator anyone's. Without it (administrators only), a page of every account, newest first, optionally searched by name, e-mail or phone; with `all=true`, as the spec's client sends, every such account in one answer (`page` 1, `pageSize` the number answered).",
        numbers: ["page", "pageSize"],
        booleans: ["all"],
        example: {
          input: { search: "Khan", page: 1, pageSize: 20 },
          output: { users: [AYESHA_USER_ROW], total: 1, page: 1, pageSize: 20 },
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
          "An administrator makes a member account with a name, e-mail, phone and password (never an administrator: that takes the command line).",
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
        summary: "Edit a user's name, e-mail, phone or status",
        description:
          "An administrator edits an account; `status: disabled` blocks it (its sessions end and it is hidden from everyone), `active` unblocks it. An administrator cannot block their own account.",
        example: {
          input: { user_id: AYESHA.userId, name: "Ayesha Tariq Khan", phone: "+923001234568" },
          output: {
            message: USER_UPDATED,
            user: { ...AYESHA_USER_ROW, name: "Ayesha Tariq Khan", phone: "+923001234568" },
          },
        },
      },
      access: { input: (w) => ({ user_id: w.owner.userId, name: "Renamed Member" }), expect: ADMIN_ONLY },
    })
    .mutation(({ ctx, input }) => updateUser(ctx, input)),
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
