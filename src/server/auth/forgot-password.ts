import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { forgotPasswordSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { passwordResetTokens } from "../db/schema";
import { appUrl } from "../env";
import { findUserByEmail, normalizeEmail } from "../users/queries";
import { identifyClient } from "./attempts";
import { accountMails } from "./mails";
import { consumeRateLimit, forgotPasswordRules, withinQuota } from "./rate-limit";
import { generateToken, hashToken } from "./tokens";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The same answer whether or not the email has an account. */
export const RESET_MAIL_SENT =
  "If an account exists for this email, we have sent a link to reset the password.";
const TOO_MANY_RESETS = "Too many password reset requests. Please wait a while and try again.";

/**
 * Limited per (email, client), so a stranger asking for someone's links uses up only their own
 * requests, and per address. Past a few mails an hour to one address nothing more is sent, with
 * the same answer: the links already mailed work, so the owner is never kept from resetting.
 */
export async function forgotPassword(
  ctx: RequestContext,
  input: z.output<typeof forgotPasswordSchema>,
): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(ctx.db, email);
  const client = await identifyClient(ctx, user?.id ?? null);
  await consumeRateLimit(
    ctx.db,
    forgotPasswordRules.perEmailClient,
    `${email}|${client.key}`,
    TOO_MANY_RESETS,
  );
  if (!client.trusted)
    await consumeRateLimit(ctx.db, forgotPasswordRules.perAddress, ctx.ip, TOO_MANY_RESETS);

  if (user && user.status === "active") {
    // Not awaited (the link and its mail job are made after the answer): an answer that came later
    // for known emails would tell which accounts exist.
    ctx.background.run("password reset mail", async () => {
      if (await withinQuota(ctx.db, forgotPasswordRules.mailsPerEmail, email)) await sendResetLink(ctx, user);
    });
  }
  return { message: RESET_MAIL_SENT };
}

async function sendResetLink(
  ctx: RequestContext,
  user: { id: string; name: string; email: string; locale: Locale },
) {
  const token = generateToken();
  const tokenId = hashToken(token);
  await ctx.db.insert(passwordResetTokens).values({
    id: tokenId,
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  // One mail per link: the key is the link's stored (hashed) id.
  await ctx.mail.enqueue({
    kind: "password-reset",
    idempotencyKey: `password-reset:${tokenId}`,
    mail: accountMails.resetLink(
      user.email,
      user.name,
      `${appUrl()}/auth/reset-password?token=${token}`,
      user.locale,
    ),
  });
}
