import type { z } from "zod";
import type { signUpSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { insertAccount, normalizeEmail } from "../users/queries";
import { hashPassword } from "./password";
import { type PublicUser, presentUser } from "./present";
import { authRateRules, consumeRateLimit } from "./rate-limit";
import { createSession, sessionCookie, validateSessionToken } from "./session";

export const EMAIL_TAKEN = "An account with this email already exists";
const TOO_MANY_SIGN_UPS = "Too many sign-up attempts. Please wait a while and try again.";

export async function signUp(ctx: RequestContext, input: z.output<typeof signUpSchema>): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(ctx.db, authRateRules.signUpPerIp, ctx.ip, TOO_MANY_SIGN_UPS);
  await consumeRateLimit(ctx.db, authRateRules.signUpPerEmail, email, TOO_MANY_SIGN_UPS);

  const account = await insertAccount(ctx.db, {
    name: input.name,
    email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
  });
  if (!account) throw new AppError("CONFLICT", EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  return startSession(ctx, account.userId);
}

/** Opens a session for a user who just proved who they are, and answers with that user. */
export async function startSession(ctx: RequestContext, userId: string): Promise<PublicUser> {
  const { token, expiresAt } = await createSession(ctx.db, userId);
  ctx.resHeaders.append("Set-Cookie", sessionCookie(token, expiresAt));
  const session = await validateSessionToken(ctx.db, token);
  if (!session) throw new Error("a session just created did not validate");
  ctx.user = session.user;
  ctx.sessionId = session.sessionId;
  return presentUser(session.user);
}
