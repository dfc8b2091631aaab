import type { z } from "zod";
import type { forgotPasswordSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { passwordResetTokens } from "../db/schema";
import { appUrl } from "../env";
import { findUserByEmail, normalizeEmail } from "../users/queries";
import { authRateRules, consumeRateLimit } from "./rate-limit";
import { generateToken, hashToken } from "./tokens";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The same answer whether or not the email has an account. */
export const RESET_MAIL_SENT =
  "If an account exists for this email, we have sent a link to reset the password.";
const TOO_MANY_RESETS = "Too many password reset requests. Please wait a while and try again.";

export async function forgotPassword(
  ctx: RequestContext,
  input: z.output<typeof forgotPasswordSchema>,
): Promise<{ message: string }> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(ctx.db, authRateRules.forgotPerIp, ctx.ip, TOO_MANY_RESETS);
  await consumeRateLimit(ctx.db, authRateRules.forgotPerEmail, email, TOO_MANY_RESETS);

  const user = await findUserByEmail(ctx.db, email);
  if (user && user.status === "active") {
    // Not awaited: an answer that came later for known emails would tell which accounts exist.
    ctx.background.run("password reset mail", () => sendResetLink(ctx, user));
  }
  return { message: RESET_MAIL_SENT };
}

async function sendResetLink(ctx: RequestContext, user: { id: string; name: string; email: string }) {
  const token = generateToken();
  await ctx.db.insert(passwordResetTokens).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = `${appUrl()}/auth/reset-password?token=${token}`;
  await ctx.mailer.send({
    to: user.email,
    subject: "Reset your Rishta password",
    text: [
      `Assalam-o-Alaikum ${user.name},`,
      "",
      "Someone asked to reset the password of your Rishta account. To choose a new password, open this link within one hour:",
      "",
      link,
      "",
      "The link works once. If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
  });
}
