import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { env } from "../env";
import { AppError, type RateLimitState } from "../errors";

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** One counter's state after a change: its count in the current window and the seconds left of it. */
export type CounterState = { count: number; retryAfter: number };

function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/**
 * Adds one to `rule`'s counter for `subject` (an address, an email, a pair of them) in a fixed
 * window, with one atomic upsert so parallel requests and several processes share the count.
 */
export async function bumpCounter(db: Db, rule: RateRule, subject: string): Promise<CounterState> {
  const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now()))))::int`,
    });
  return { count: row?.count ?? 1, retryAfter: row?.retryAfter ?? rule.windowSeconds };
}

/** Takes back one count (an attempt that turned out to be the owner's), never below zero. */
export async function refundCounter(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Starts the counter over (a success wipes the failures that led up to it). */
export async function clearCounter(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

/**
 * The 429 of a limit `rule` refuses: `Retry-After` and the RateLimit-* headers go out with it on the
 * REST rows (rest-io.ts), from this one place.
 */
export function tooMany(message: string, rule: RateRule, retryAfterSeconds: number): AppError {
  return new AppError("TOO_MANY_REQUESTS", message, {
    retryAfterSeconds,
    rateLimit: { limit: rule.limit, remaining: 0, resetSeconds: retryAfterSeconds },
  });
}

/** What is left of `rule`'s window after `state`, as the RateLimit-* headers say it. */
export function rateLimitState(rule: RateRule, state: CounterState): RateLimitState {
  return {
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - state.count),
    resetSeconds: state.retryAfter,
  };
}

/** Counts one attempt against `rule` for `subject`; over the limit it throws a 429 with `message`. */
export async function consumeRateLimit(db: Db, rule: RateRule, subject: string, message: string) {
  if (!env().RATE_LIMITS) return;
  const state = await bumpCounter(db, rule, subject);
  if (state.count > rule.limit) throw tooMany(message, rule, state.retryAfter);
}

/**
 * Counts one use and says whether it is still within the limit, refusing nothing: for what must
 * answer the same either way (a mail that is quietly not sent again).
 */
export async function withinQuota(db: Db, rule: RateRule, subject: string): Promise<boolean> {
  if (!env().RATE_LIMITS) return true;
  return (await bumpCounter(db, rule, subject)).count <= rule.limit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * What proving who one is may cost (signing in, confirming a sign-up code, the password asked again
 * before deleting the account or changing the password). Failures are what count (an attempt is
 * counted first and taken back when it succeeds, so parallel guesses cannot slip past a limit),
 * and never against the account as such: see attempts.ts and decision 0018.
 */
export const attemptRules = {
  /** One client (a trusted device of the account, or else an address) guessing at one account. */
  perAccountClient: { name: "auth-fail:account-client", limit: 10, windowSeconds: 15 * MINUTE },
  /** One address guessing at many accounts; a carrier's address is shared by many people. */
  perAddress: { name: "auth-fail:address", limit: 50, windowSeconds: 15 * MINUTE },
  /** Failures on one account from clients it does not trust; past the limit they are slowed. */
  perAccount: { name: "auth-fail:account", limit: 20, windowSeconds: 15 * MINUTE },
  /** While slowed: one attempt per window from all untrusted clients of that account together. */
  slowedAccount: { name: "auth-slow:account", limit: 1, windowSeconds: 30 },
  /** The owner hears of failures once they reach this many, at most once a day. */
  alertAfter: { name: "auth-alert:account", limit: 1, windowSeconds: 24 * HOUR },
} satisfies Record<string, RateRule>;

/** Untrusted failures on an account that make its owner get a mail about them. */
export const ALERT_AFTER_FAILURES = 10;

export const signUpRules = {
  perEmailAddress: { name: "sign-up:email-address", limit: 5, windowSeconds: HOUR },
  perAddress: { name: "sign-up:address", limit: 30, windowSeconds: HOUR },
  /** Codes (or "you already have an account" notes) mailed to one address; more are not sent. */
  mailsPerEmail: { name: "sign-up:mail", limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

export const forgotPasswordRules = {
  perEmailClient: { name: "forgot-password:email-client", limit: 3, windowSeconds: HOUR },
  perAddress: { name: "forgot-password:address", limit: 30, windowSeconds: HOUR },
  /** Reset links mailed to one address; the ones already mailed still work past this. */
  mailsPerEmail: { name: "forgot-password:mail", limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

/**
 * The contact form: per client address, with room for a family or an office behind one address
 * (mobile carriers share addresses widely), and per sender email, so one sender cannot flood the
 * inbox from many addresses.
 */
export const contactRateRules = {
  contactPerIp: { name: "contact:ip", limit: 10, windowSeconds: 60 * MINUTE },
  contactPerEmail: { name: "contact:email", limit: 5, windowSeconds: 60 * MINUTE },
} satisfies Record<string, RateRule>;
