import { randomInt, randomUUID } from "node:crypto";
import type { z } from "zod";
import type { signUpSchema } from "@/lib/validation/auth";
import type { RequestContext } from "../context";
import { emailConfirmations } from "../db/schema";
import { appUrl } from "../env";
import { cookieLocale } from "../users/locale";
import { findUserByEmail, normalizeEmail } from "../users/queries";
import { accountMails } from "./mails";
import { hashPassword } from "./password";
import { consumeRateLimit, signUpRules, withinQuota } from "./rate-limit";
import { serverCookie } from "./session";
import { hashToken } from "./tokens";

/** The same answer whether or not the address has an account: that fact is private (issue 14). */
export const SIGN_UP_CODE_SENT =
  "We have sent you an e-mail. Enter the 6-digit code from it to finish creating your account.";
const TOO_MANY_SIGN_UPS = "Too many sign-up attempts. Please wait a while and try again.";

export const CODE_TTL_MINUTES = 15;
/** Wrong codes one sign-up request survives; the sign-in limits also count each one. */
export const CODE_ATTEMPTS = 5;

/**
 * Names this browser's latest sign-up request, so the code it confirms is the one mailed for the
 * details typed here: a stranger's request for the same address (whose code the owner also
 * receives) cannot be confirmed from the owner's form by mistake.
 */
export const SIGN_UP_COOKIE = "rishta_sign_up";

export function signUpCookie(confirmationId: string | null): string {
  return serverCookie(
    SIGN_UP_COOKIE,
    confirmationId ?? "",
    confirmationId ? CODE_TTL_MINUTES * 60 : 0,
    "/api",
  );
}

export function codeHash(confirmationId: string, code: string): string {
  return hashToken(`${confirmationId}:${code}`);
}

type Request = { id: string; email: string; name: string; phone: string; passwordHash: string };

/**
 * POST /api/auth/sign-up: nothing is created yet. The address gets a 6-digit code (or, when it
 * already has an account, a note saying someone tried, with sign-in and reset links), and the
 * answer is the same either way, as is the work done before it: the password is hashed and the
 * rest happens after the answer has gone out.
 */
export async function signUp(ctx: RequestContext, input: z.output<typeof signUpSchema>) {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(ctx.db, signUpRules.perEmailAddress, `${email}|${ctx.ip}`, TOO_MANY_SIGN_UPS);
  await consumeRateLimit(ctx.db, signUpRules.perAddress, ctx.ip, TOO_MANY_SIGN_UPS);
  const request: Request = {
    id: randomUUID(),
    email,
    name: input.name,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
  };
  ctx.resHeaders.append("Set-Cookie", signUpCookie(request.id));
  ctx.background.run("sign-up mail", () => mailConfirmation(ctx, request));
  return { message: SIGN_UP_CODE_SENT };
}

async function mailConfirmation(ctx: RequestContext, request: Request): Promise<void> {
  // Past the quota nothing more is mailed (or stored): the codes already sent still work.
  if (!(await withinQuota(ctx.db, signUpRules.mailsPerEmail, request.email))) return;
  const existing = await findUserByEmail(ctx.db, request.email);
  if (existing) {
    if (existing.status !== "active") return;
    await ctx.mail.enqueue({
      kind: "sign-up-existing-account",
      idempotencyKey: `sign-up-existing-account:${request.id}`,
      mail: accountMails.signUpWithExistingAccount(
        existing.email,
        existing.name,
        `${appUrl()}/auth/sign-in`,
        `${appUrl()}/auth/forgot-password`,
        existing.locale,
      ),
    });
    return;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.db.insert(emailConfirmations).values({
    id: request.id,
    email: request.email,
    name: request.name,
    phone: request.phone,
    passwordHash: request.passwordHash,
    codeHash: codeHash(request.id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60 * 1000),
  });
  // One mail per sign-up request: its id names the confirmation row and the job.
  await ctx.mail.enqueue({
    kind: "sign-up-code",
    idempotencyKey: `sign-up-code:${request.id}`,
    // In the language the visitor was reading the sign-up page in (issue 19).
    mail: accountMails.signUpCode(
      request.email,
      request.name,
      code,
      CODE_TTL_MINUTES,
      cookieLocale(ctx.cookieHeader) ?? "en",
    ),
  });
}
