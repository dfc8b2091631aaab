import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "@/lib/validation/auth";
import { changePassword, PASSWORD_CHANGED } from "../../auth/change-password";
import { forgotPassword, RESET_MAIL_SENT } from "../../auth/forgot-password";
import { presentUser, publicUserSchema } from "../../auth/present";
import { PASSWORD_RESET_DONE, resetPassword } from "../../auth/reset-password";
import { signIn } from "../../auth/sign-in";
import { SIGNED_OUT, signOut } from "../../auth/sign-out";
import { SIGN_UP_CODE_SENT, signUp } from "../../auth/sign-up";
import { verifyEmail } from "../../auth/verify-email";
import { AYESHA, AYESHA_NEW_USER, AYESHA_USER } from "../examples";
import { MESSAGE_ONLY, memberRoute, publicRoute, publicRouteWithoutInput } from "../trpc";

// Everyone may use the account doors, signed in or not: what they act on is named by an email, a
// password, a mailed code or token, never by a session.
const EVERYONE = { visitor: 200, member: 200, other: 200, admin: 200 } as const;

export const authRoutes = {
  signUp: publicRoute(signUpSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/sign-up",
        sessionOnly: true,
        tag: "auth",
        errors: [429],
        summary: "Start an account: mail a 6-digit code to the address",
        description:
          "Checks the spec's sign-up rules and mails the address a 6-digit code, valid 15 minutes, to confirm with `POST /api/auth/verify-email`. The answer is the same whether or not the address already has an account (its owner is mailed a note instead of a code), so it never tells who is a member. No session yet.",
        example: {
          input: {
            name: AYESHA.name,
            email: AYESHA.email,
            phone: AYESHA.phone,
            password: AYESHA.password,
            agree: true,
          },
          output: { message: SIGN_UP_CODE_SENT },
        },
      },
      access: { input: (w) => ({ ...w.newAccount, agree: true }), expect: EVERYONE },
    })
    .mutation(({ ctx, input }) => signUp(ctx, input)),
  verifyEmail: publicRoute(verifyEmailSchema, publicUserSchema)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/verify-email",
        sessionOnly: true,
        tag: "auth",
        errors: [429],
        summary: "Confirm the address with the mailed code, and sign in",
        description:
          "Makes the account (its address now verified) from the sign-up the code was mailed for, and signs in as `POST /api/auth/sign-in` does: the session cookie is set and the user answered. A wrong code counts as a failed sign-in of this client on this address.",
        example: { input: { email: AYESHA.email, code: "482913" }, output: AYESHA_NEW_USER },
      },
      access: { input: (w) => w.pendingSignUp, expect: EVERYONE },
    })
    .mutation(({ ctx, input }) => verifyEmail(ctx, input)),
  signIn: publicRoute(signInSchema, publicUserSchema)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/sign-in",
        sessionOnly: true,
        tag: "auth",
        errors: [401, 429],
        summary: "Sign in with e-mail and password",
        description:
          "Sets the session cookie (`rishta_session`, HttpOnly) and answers the user. Failed attempts are limited per client and account, per address, and by slowing attempts on an account under attack, never by locking the account.",
        example: { input: { email: AYESHA.email, password: AYESHA.password }, output: AYESHA_USER },
      },
      access: { input: (w) => ({ email: w.owner.email, password: w.owner.password }), expect: EVERYONE },
    })
    .mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: publicRouteWithoutInput(MESSAGE_ONLY)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/sign-out",
        sessionOnly: true,
        tag: "auth",
        summary: "End this session",
        description:
          "Ends the session the cookie names and clears the cookie; signing out twice is not an error.",
        example: { output: { message: SIGNED_OUT } },
      },
      access: { expect: EVERYONE },
    })
    .mutation(({ ctx }) => signOut(ctx)),
  forgotPassword: publicRoute(forgotPasswordSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/forgot-password",
        sessionOnly: true,
        tag: "auth",
        errors: [429],
        summary: "Mail a single-use password reset link",
        description:
          "Mails the account's owner a link valid for one hour. The answer is the same whether or not the address has an account.",
        example: { input: { email: AYESHA.email }, output: { message: RESET_MAIL_SENT } },
      },
      access: { input: (w) => ({ email: w.owner.email }), expect: EVERYONE },
    })
    .mutation(({ ctx, input }) => forgotPassword(ctx, input)),
  resetPassword: publicRoute(resetPasswordSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/reset-password",
        sessionOnly: true,
        tag: "auth",
        summary: "Set a new password with a reset link's token",
        description:
          "Uses the mailed link's token once, sets the new password and signs the account out everywhere; sign in again with the new password. The token may be sent in the body or, as the link carries it, in the query string (`?token=...`) with the spec's body `{password, confirmPassword}`.",
        fromQuery: ["token"],
        example: {
          input: {
            token: "p3xk7mfq2wz4hnb6rtd5ycj2lgv7oa4e",
            password: "Islamabad@2026",
            confirmPassword: "Islamabad@2026",
          },
          output: { message: PASSWORD_RESET_DONE },
        },
      },
      access: {
        input: (w) => ({
          token: w.owner.resetToken,
          password: "Changed@Pass7",
          confirmPassword: "Changed@Pass7",
        }),
        expect: EVERYONE,
      },
    })
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
  changePassword: memberRoute(changePasswordSchema, MESSAGE_ONLY)
    .meta({
      rest: {
        method: "POST",
        path: "/api/auth/change-password",
        sessionOnly: true,
        tag: "auth",
        errors: [429],
        summary: "Change the password, giving the current one",
        description:
          "Needs the current password (a wrong one counts as a failed sign-in). Every other session of the account ends; this one stays signed in, and the owner is told by mail.",
        example: {
          input: {
            current_password: AYESHA.password,
            password: "Karachi@2026",
            confirmPassword: "Karachi@2026",
          },
          output: { message: PASSWORD_CHANGED },
        },
      },
      // Knowing the owner's password changes nothing but one's own account, whose password it is not.
      access: {
        input: (w) => ({
          current_password: w.owner.password,
          password: "Changed@Pass7",
          confirmPassword: "Changed@Pass7",
        }),
        expect: { visitor: 401, member: 200, other: 403, admin: 403 },
      },
    })
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  /** The signed-in user according to the server, or null: the browser's copy is only a cache. */
  me: publicRouteWithoutInput(publicUserSchema.nullable())
    .meta({
      rest: {
        method: "GET",
        path: "/api/auth/me",
        tag: "auth",
        summary: "The signed-in user, or null",
        description:
          "Who the session belongs to, as the server knows it now; `data` is null when signed out.",
        example: { output: AYESHA_USER },
      },
      access: { expect: EVERYONE },
    })
    .query(({ ctx }) => (ctx.user ? presentUser(ctx.user) : null)),
};
