import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { env } from "../env";
import { AppError } from "../errors";

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * Counts one attempt against `rule` for `subject` (an IP or an email) in a fixed window, with one
 * atomic upsert so parallel requests and several processes share the count. Over the limit it
 * throws a 429 with `message`.
 */
export async function consumeRateLimit(db: Db, rule: RateRule, subject: string, message: string) {
  if (!env().RATE_LIMITS) return;
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()` })
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
  if (row && row.count > rule.limit) {
    throw new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds: row.retryAfter });
  }
}

const MINUTE = 60;
export const authRateRules = {
  signInPerIp: { name: "sign-in:ip", limit: 30, windowSeconds: 15 * MINUTE },
  signInPerEmail: { name: "sign-in:email", limit: 10, windowSeconds: 15 * MINUTE },
  signUpPerIp: { name: "sign-up:ip", limit: 10, windowSeconds: 60 * MINUTE },
  signUpPerEmail: { name: "sign-up:email", limit: 5, windowSeconds: 60 * MINUTE },
  forgotPerIp: { name: "forgot-password:ip", limit: 10, windowSeconds: 60 * MINUTE },
  forgotPerEmail: { name: "forgot-password:email", limit: 3, windowSeconds: 60 * MINUTE },
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
