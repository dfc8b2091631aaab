import type { RateRule } from "../auth/rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * API token limits (decision 0019). Creation: a person makes a handful of tokens, a script that
 * makes them in a loop is stopped. Use: per token, ten calls a second on average over a minute,
 * well above what an integration syncing a bureau's records needs, and per account the live
 * tokens are capped so the list stays readable and creation cannot be used to multiply the use limit
 * without bound.
 */
export const apiTokenRules = {
  createPerUser: { name: "api-token:create", limit: 20, windowSeconds: HOUR },
  usePerToken: { name: "api-token:use", limit: 600, windowSeconds: MINUTE },
} satisfies Record<string, RateRule>;

/** Live (unrevoked, unexpired) tokens one account may hold at once. */
export const MAX_LIVE_TOKENS = 50;

/** last_used_at is written at most this often per token, not on every call. */
export const LAST_USED_RESOLUTION_MS = 60_000;
