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

export const usersRouter = createTRPCRouter({
  get: memberProcedure.input(getUserSchema).query(({ ctx, input }) => getUsers(ctx, input)),
  create: adminProcedure.input(createUserSchema).mutation(({ ctx, input }) => createUser(ctx, input)),
  update: adminProcedure.input(updateUserSchema).mutation(({ ctx, input }) => updateUser(ctx, input)),
  updateSubscription: adminProcedure
    .input(updateUserSubscriptionSchema)
    .mutation(({ ctx, input }) => updateUserSubscription(ctx, input)),
});
