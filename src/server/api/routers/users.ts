import {
  createUserSchema,
  getUserSchema,
  updateUserSchema,
  updateUserSubscriptionSchema,
} from "@/lib/validation/users";
import { createUser } from "../../users/create-user";
import { getUsers } from "../../users/get-users";
import { updateUser } from "../../users/update-user";
import { updateUserSubscription } from "../../users/update-user-subscription";
import { adminProcedure, createTRPCRouter, memberProcedure } from "../trpc";

const ADMIN_ONLY = { visitor: 401, member: 403, other: 403, admin: 200 } as const;

export const usersRouter = createTRPCRouter({
  get: memberProcedure
    .meta({
      access: [
        {
          name: "one user by id",
          input: (w) => ({ user_id: w.owner.userId }),
          expect: { visitor: 401, member: 200, other: 403, admin: 200 },
        },
        { name: "the list", input: () => ({}), expect: ADMIN_ONLY },
      ],
    })
    .input(getUserSchema)
    .query(({ ctx, input }) => getUsers(ctx, input)),
  create: adminProcedure
    .meta({ access: { input: (w) => w.newAccount, expect: ADMIN_ONLY } })
    .input(createUserSchema)
    .mutation(({ ctx, input }) => createUser(ctx, input)),
  update: adminProcedure
    .meta({
      access: { input: (w) => ({ user_id: w.owner.userId, name: "Renamed Member" }), expect: ADMIN_ONLY },
    })
    .input(updateUserSchema)
    .mutation(({ ctx, input }) => updateUser(ctx, input)),
  updateSubscription: adminProcedure
    .meta({
      access: { input: (w) => ({ user_id: w.owner.userId, plan_id: w.paidPlanId }), expect: ADMIN_ONLY },
    })
    .input(updateUserSubscriptionSchema)
    .mutation(({ ctx, input }) => updateUserSubscription(ctx, input)),
});
