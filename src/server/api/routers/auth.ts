import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "@/lib/validation/auth";
import { changePassword } from "../../auth/change-password";
import { forgotPassword } from "../../auth/forgot-password";
import { presentUser } from "../../auth/present";
import { resetPassword } from "../../auth/reset-password";
import { signIn } from "../../auth/sign-in";
import { signOut } from "../../auth/sign-out";
import { signUp } from "../../auth/sign-up";
import { verifyEmail } from "../../auth/verify-email";
import { createTRPCRouter, memberProcedure, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => signUp(ctx, input)),
  verifyEmail: publicProcedure.input(verifyEmailSchema).mutation(({ ctx, input }) => verifyEmail(ctx, input)),
  signIn: publicProcedure.input(signInSchema).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: publicProcedure.mutation(({ ctx }) => signOut(ctx)),
  forgotPassword: publicProcedure
    .input(forgotPasswordSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),
  resetPassword: publicProcedure
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
  changePassword: memberProcedure
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  /** The signed-in user according to the server, or null: the browser's copy is only a cache. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? presentUser(ctx.user) : null)),
});
