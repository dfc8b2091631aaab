import type { Locale } from "@/i18n/locales";
import type { RequestContext } from "../context";
import { appUrl, env } from "../env";
import { logger } from "../logger";
import { accountMails } from "./mails";
import {
  ALERT_AFTER_FAILURES,
  attemptRules,
  bumpCounter,
  clearCounter,
  consumeRateLimit,
  refundCounter,
  tooMany,
  withinQuota,
} from "./rate-limit";
import { trustDevice, trustedDeviceOf } from "./trusted-device";

export const TOO_MANY_FAILURES =
  "Too many failed attempts. Please wait a few minutes and try again, or reset your password.";
export const TOO_MANY_FROM_ADDRESS =
  "Too many failed attempts from your network. Please wait a few minutes and try again.";
export const ACCOUNT_SLOWED =
  "There have been many failed attempts on this account, so new devices may try only every few seconds. Please try again shortly.";

/**
 * Who is trying: a browser the account has signed in from before (its device cookie), or else the
 * address the request comes from. `key` names it in the counters.
 */
export type Client = { key: string; trusted: boolean };

export async function identifyClient(ctx: RequestContext, userId: string | null): Promise<Client> {
  const device = await trustedDeviceOf(ctx, userId);
  return device ? { key: `device:${device}`, trusted: true } : { key: `address:${ctx.ip}`, trusted: false };
}

/** One attempt at proving who one is, admitted and counted by admitAttempt. */
export type Attempt = {
  email: string;
  client: Client;
  /** Failures (this one included) on the account from untrusted clients in the window; 0 when not counted. */
  accountFailures: number;
};

type Owner = { id: string; name: string; email: string; status: string; locale?: Locale } | null;

/**
 * Admits an attempt on the account named by `email` (which may have no account) and counts it as
 * a failure until recordSuccess takes that back, so parallel guesses are counted before any is
 * checked. Refused (429) when this client has failed too often on this account, when this address
 * has failed too often on any accounts, or, while the account is under attack from many places,
 * when another untrusted client had the last slot. None of this locks the account: its owner on a
 * device they have used before, or from any client that has not failed, still gets in.
 */
export async function admitAttempt(
  ctx: RequestContext,
  email: string,
  userId: string | null,
): Promise<Attempt> {
  const client = await identifyClient(ctx, userId);
  if (!env().RATE_LIMITS) return { email, client, accountFailures: 0 };
  const [pair, address, account] = await Promise.all([
    bumpCounter(ctx.db, attemptRules.perAccountClient, `${email}|${client.key}`),
    client.trusted ? null : bumpCounter(ctx.db, attemptRules.perAddress, ctx.ip),
    client.trusted ? null : bumpCounter(ctx.db, attemptRules.perAccount, email),
  ]);
  if (pair.count > attemptRules.perAccountClient.limit) {
    throw tooMany(TOO_MANY_FAILURES, attemptRules.perAccountClient, pair.retryAfter);
  }
  if (address && address.count > attemptRules.perAddress.limit) {
    throw tooMany(TOO_MANY_FROM_ADDRESS, attemptRules.perAddress, address.retryAfter);
  }
  if (account && account.count > attemptRules.perAccount.limit) {
    await consumeRateLimit(ctx.db, attemptRules.slowedAccount, email, ACCOUNT_SLOWED);
  }
  return { email, client, accountFailures: account?.count ?? 0 };
}

/**
 * The attempt was the owner's: it stops counting as a failure, this client's earlier failures on
 * the account are forgiven, and the browser becomes one the account trusts.
 */
export async function recordSuccess(ctx: RequestContext, attempt: Attempt, userId: string): Promise<void> {
  if (env().RATE_LIMITS) {
    await Promise.all([
      clearCounter(ctx.db, attemptRules.perAccountClient, `${attempt.email}|${attempt.client.key}`),
      attempt.client.trusted ? null : refundCounter(ctx.db, attemptRules.perAddress, ctx.ip),
      attempt.client.trusted ? null : refundCounter(ctx.db, attemptRules.perAccount, attempt.email),
    ]);
  }
  await trustDevice(ctx, userId);
}

/**
 * The attempt failed (it stays counted). Once strangers have failed often enough on an account,
 * its owner is told by mail, at most once a day.
 */
export async function recordFailure(ctx: RequestContext, attempt: Attempt, owner: Owner): Promise<void> {
  if (attempt.accountFailures < ALERT_AFTER_FAILURES || !owner || owner.status !== "active") return;
  if (!(await withinQuota(ctx.db, attemptRules.alertAfter, attempt.email))) return;
  logger.warn("repeated failed sign-ins", { userId: owner.id, failures: attempt.accountFailures });
  // At most one a day: the quota above (a 24-hour window), and the key, so two alerts admitted at
  // once (parallel failures) still make one mail.
  const day = new Date().toISOString().slice(0, 10);
  await ctx.mail.enqueue({
    kind: "failed-sign-ins",
    idempotencyKey: `failed-sign-ins:${owner.id}:${day}`,
    mail: accountMails.failedSignIns(
      owner.email,
      owner.name,
      attempt.accountFailures,
      `${appUrl()}/auth/forgot-password`,
      owner.locale,
    ),
  });
}
