import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { verifyEmailSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { emailConfirmations, users } from "../db/schema";
import { AppError } from "../errors";
import { cookieLocale } from "../users/locale";
import { findUserByEmail, insertAccount, normalizeEmail } from "../users/queries";
import { admitAttempt, recordFailure, recordSuccess } from "./attempts";
import type { PublicUser } from "./present";
import { readCookie } from "./session";
import { CODE_ATTEMPTS, codeHash, SIGN_UP_COOKIE, signUpCookie } from "./sign-up";
import { startSession } from "./start-session";

export const CODE_NOT_ACCEPTED =
  "This code is not right or has expired. Check the latest e-mail from us, or sign up again for a new code.";
export const ACCOUNT_UNAVAILABLE = "This account cannot be used. Please contact us.";

/**
 * POST /api/auth/verify-email: the code mailed at sign-up proves the address is the member's; only
 * now is the account made (or, if one appeared for the address meanwhile, signed in to, since its
 * owner has just proved they read its mail), with a verified e-mail, and a session opened as
 * sign-in does. A wrong code is a failed attempt on the account, limited like a sign-in's.
 */
export async function verifyEmail(
  ctx: RequestContext,
  input: z.output<typeof verifyEmailSchema>,
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  const attempt = await admitAttempt(ctx, email, existing?.id ?? null);
  const candidates = await liveConfirmations(ctx.db, email, readCookie(ctx.cookieHeader, SIGN_UP_COOKIE));
  const match = candidates.find((row) => row.codeHash === codeHash(row.id, input.code));
  if (!match) {
    if (candidates.length > 0) {
      await ctx.db
        .update(emailConfirmations)
        .set({ attempts: sql`${emailConfirmations.attempts} + 1` })
        .where(
          inArray(
            emailConfirmations.id,
            candidates.map((row) => row.id),
          ),
        );
    }
    await recordFailure(ctx, attempt, existing);
    throw new AppError("UNPROCESSABLE_CONTENT", CODE_NOT_ACCEPTED, { fields: { code: CODE_NOT_ACCEPTED } });
  }
  const userId = await claim(ctx.db, email, match.id, cookieLocale(ctx.cookieHeader));
  await recordSuccess(ctx, attempt, userId);
  ctx.resHeaders.append("Set-Cookie", signUpCookie(null));
  return startSession(ctx, userId);
}

/** The address's sign-up requests that may still be confirmed; only this browser's when it names one. */
function liveConfirmations(db: Db, email: string, requestId: string | null) {
  const uuid = requestId && /^[0-9a-f-]{36}$/.test(requestId) ? requestId : null;
  return db
    .select({ id: emailConfirmations.id, codeHash: emailConfirmations.codeHash })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.email, email),
        gt(emailConfirmations.expiresAt, sql`now()`),
        lt(emailConfirmations.attempts, CODE_ATTEMPTS),
        uuid ? eq(emailConfirmations.id, uuid) : undefined,
      ),
    );
}

/**
 * Uses the request once and makes its account, in one transaction. Every request for the address
 * is removed in one statement, so two parallel confirmations (of one code, or of two requests for
 * the same address) queue on the same rows: the second finds them gone.
 */
async function claim(db: Db, email: string, confirmationId: string, locale: Locale | null): Promise<string> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(emailConfirmations)
      .where(eq(emailConfirmations.email, email))
      .returning();
    const request = removed.find((row) => row.id === confirmationId && row.expiresAt.getTime() > Date.now());
    if (!request)
      throw new AppError("UNPROCESSABLE_CONTENT", CODE_NOT_ACCEPTED, { fields: { code: CODE_NOT_ACCEPTED } });
    const created = await insertAccount(tx, {
      name: request.name,
      email: request.email,
      phone: request.phone,
      passwordHash: request.passwordHash,
      emailVerifiedAt: new Date(),
      ...(locale ? { locale } : {}),
    });
    if (created) return created.userId;
    const [account] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.email, request.email), eq(users.status, "active")))
      .returning({ id: users.id });
    if (!account) throw new AppError("FORBIDDEN", ACCOUNT_UNAVAILABLE);
    return account.id;
  });
}
