import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { resetPasswordSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { passwordResetTokens, sessions, trustedDevices, users } from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { revokeUserApiTokens } from "../tokens/queries";
import { hashPassword } from "./password";
import { blankSessionCookie } from "./session";
import { sessionCache } from "./session-cache";
import { hashToken } from "./tokens";
import { trustDevice } from "./trusted-device";

export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";
export const PASSWORD_RESET_DONE = "Your password has been reset. Please sign in with your new password.";

/**
 * Uses a reset link once, sets the new password and signs the user out everywhere. The link came
 * by mail, so the address is proved, and this browser becomes the one device the account trusts
 * (the others, trusted under the old password, are forgotten).
 */
export async function resetPassword(
  ctx: RequestContext,
  input: z.output<typeof resetPasswordSchema>,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  const resetUserId = await ctx.db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes a second use (even a parallel one) fail.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.id, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, claimed.userId), eq(users.status, "active")))
      .returning({ id: users.id });
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
    // Recovering the account also ends the API tokens made while someone else may have held it.
    const revokedTokens = await revokeUserApiTokens(tx, user.id);
    if (revokedTokens) {
      logger.info("api tokens revoked", {
        userId: user.id,
        revoked: revokedTokens,
        reason: "password reset",
      });
    }
    // Any other outstanding link of this user dies with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    return user.id;
  });
  if (!resetUserId)
    throw new AppError("BAD_REQUEST", RESET_LINK_INVALID, { fields: { token: RESET_LINK_INVALID } });
  // Committed: this process forgets the sessions now; the others hear it from the database.
  sessionCache().forgetUser(resetUserId);
  await trustDevice(ctx, resetUserId);
  ctx.resHeaders.append("Set-Cookie", blankSessionCookie());
  ctx.user = null;
  ctx.sessionId = null;
  return { message: PASSWORD_RESET_DONE };
}
