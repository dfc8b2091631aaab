import type { z } from "zod";
import type { signInSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { cookieLocale, localeCookie } from "../users/locale";
import { findUserByEmail, normalizeEmail } from "../users/queries";
import { admitAttempt, recordFailure, recordSuccess } from "./attempts";
import { decoyPasswordHash, verifyPassword } from "./password";
import type { PublicUser } from "./present";
import { startSession } from "./start-session";

/** One message for an unknown email and a wrong password: the form must not reveal accounts. */
export const BAD_CREDENTIALS = "Invalid email or password";

/**
 * Failed attempts are limited per client and account, per address and (by slowing) per account,
 * never by locking the account: see attempts.ts and decision 0018.
 */
export async function signIn(ctx: RequestContext, input: z.output<typeof signInSchema>): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(ctx.db, email);
  const attempt = await admitAttempt(ctx, email, user?.id ?? null);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk || user.status !== "active") {
    await recordFailure(ctx, attempt, user);
    throw new AppError("UNAUTHORIZED", BAD_CREDENTIALS);
  }
  await recordSuccess(ctx, attempt, user.id);
  // A browser with no language of its own takes the account's (issue 19).
  if (!cookieLocale(ctx.cookieHeader)) ctx.resHeaders.append("Set-Cookie", localeCookie(user.locale));
  return startSession(ctx, user.id);
}
