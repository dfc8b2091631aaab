import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { changePasswordSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { passwordResetTokens, sessions, trustedDevices, users } from "../db/schema";
import { appUrl } from "../env";
import { logger } from "../logger";
import { revokeUserApiTokens } from "../tokens/queries";
import { confirmPassword } from "./confirm-password";
import { requireMember } from "./guards";
import { accountMails } from "./mails";
import { hashPassword } from "./password";
import { sessionCache } from "./session-cache";
import { trustDevice } from "./trusted-device";

export const PASSWORD_CHANGED = "Your password has been changed. Other devices have been signed out.";

/**
 * POST /api/auth/change-password: the current password first (a failed attempt if wrong), then the
 * new one. Every other session ends and every reset link dies; this browser stays signed in and is
 * the one device the account still trusts. The owner is told by mail, in case it was not them.
 */
export async function changePassword(ctx: RequestContext, input: z.output<typeof changePasswordSchema>) {
  const member = requireMember(ctx);
  await confirmPassword(member, input.current_password, "current_password");
  const passwordHash = await hashPassword(input.password);
  const revokedTokens = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, member.user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, member.user.id), ne(sessions.id, member.sessionId)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, member.user.id), isNull(passwordResetTokens.usedAt)));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, member.user.id));
    // A token made by whoever knew the old password must not outlive it (decision 0019).
    return revokeUserApiTokens(tx, member.user.id);
  });
  if (revokedTokens) {
    logger.info("api tokens revoked", {
      requestId: ctx.requestId,
      userId: member.user.id,
      revoked: revokedTokens,
      reason: "password changed",
    });
  }
  // Committed: this process forgets the other sessions now; the others hear it from the database.
  sessionCache().forgetUser(member.user.id);
  await trustDevice(ctx, member.user.id);
  const { email, name, locale } = member.user;
  // Queued before the answer (only the account's owner waits for it): one mail per change.
  await ctx.mail.enqueue({
    kind: "password-changed",
    idempotencyKey: `password-changed:${ctx.requestId}`,
    mail: accountMails.passwordChanged(email, name, `${appUrl()}/auth/forgot-password`, locale),
  });
  return { message: PASSWORD_CHANGED };
}
