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

// Everyone may use the account doors, signed in or not: what they act on is named by an email, a
// password, a mailed code or token, never by a session.
const EVERYONE = { visitor: 200, member: 200, other: 200, admin: 200 } as const;

export const authRouter = createTRPCRouter({
  signUp: publicProcedure
    .meta({ access: { input: (w) => ({ ...w.newAccount, agree: true }), expect: EVERYONE } })
    .input(signUpSchema)
    .mutation(({ ctx, input }) => signUp(ctx, input)),
  verifyEmail: publicProcedure
    .meta({ access: { input: (w) => w.pendingSignUp, expect: EVERYONE } })
    .input(verifyEmailSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input)),
  signIn: publicProcedure
    .meta({
      access: { input: (w) => ({ email: w.owner.email, password: w.owner.password }), expect: EVERYONE },
    })
    .input(signInSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: publicProcedure.meta({ access: { expect: EVERYONE } }).mutation(({ ctx }) => signOut(ctx)),
  forgotPassword: publicProcedure
    .meta({ access: { input: (w) => ({ email: w.owner.email }), expect: EVERYONE } })
    .input(forgotPasswordSchema)
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),
  resetPassword: publicProcedure
    .meta({
      access: {
        input: (w) => ({
          token: w.owner.resetToken,
          password: "Changed@Pass7",
          confirmPassword: "Changed@Pass7",
        }),
        expect: EVERYONE,
      },
    })
    .input(resetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
  changePassword: memberProcedure
    // Knowing the owner's password changes nothing but one's own account, whose password it is not.
    .meta({
      access: {
        input: (w) => ({
          current_password: w.owner.password,
          password: "Changed@Pass7",
          confirmPassword: "Changed@Pass7",
        }),
        expect: { visitor: 401, member: 200, other: 403, admin: 403 },
      },
    })
    .input(changePasswordSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  /** The signed-in user according to the server, or null: the browser's copy is only a cache. */
  me: publicProcedure
    .meta({ access: { expect: EVERYONE } })
    .query(({ ctx }) => (ctx.user ? presentUser(ctx.user) : null)),
});
