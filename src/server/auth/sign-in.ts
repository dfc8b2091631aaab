import type { z } from "zod";
import type { signInSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { findUserByEmail, normalizeEmail } from "../users/queries";
import { decoyPasswordHash, verifyPassword } from "./password";
import type { PublicUser } from "./present";
import { authRateRules, consumeRateLimit } from "./rate-limit";
import { startSession } from "./sign-up";

/** One message for an unknown email and a wrong password: the form must not reveal accounts. */
export const BAD_CREDENTIALS = "Invalid email or password";
const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a few minutes and try again.";

export async function signIn(ctx: RequestContext, input: z.output<typeof signInSchema>): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(ctx.db, authRateRules.signInPerIp, ctx.ip, TOO_MANY_SIGN_INS);
  await consumeRateLimit(ctx.db, authRateRules.signInPerEmail, email, TOO_MANY_SIGN_INS);

  const user = await findUserByEmail(ctx.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk || user.status !== "active") {
    throw new AppError("UNAUTHORIZED", BAD_CREDENTIALS);
  }
  return startSession(ctx, user.id);
}
