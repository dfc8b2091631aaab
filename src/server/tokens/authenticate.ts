import { bumpCounter, rateLimitState, tooMany } from "../auth/rate-limit";
import type { SessionUser } from "../auth/session";
import type { ApiTokenCredential } from "../context";
import type { Db } from "../db/client";
import { env } from "../env";
import { AppError, type RateLimitState } from "../errors";
import { logger } from "../logger";
import { apiTokenRules, LAST_USED_RESOLUTION_MS } from "./limits";
import { apiTokenLookup, touchApiToken } from "./queries";
import { hashApiToken, isWellFormedApiToken } from "./secret";

/** One answer for every refused token: which of the reasons it was is for the log, not the caller. */
export const API_TOKEN_INVALID =
  "This API token is not valid: it may have been revoked or have expired, or its account is no longer active. Create a new one in Settings.";
export const TOO_MANY_TOKEN_CALLS =
  "Too many requests with this API token. Please wait a moment and try again.";

export type AuthenticatedToken = {
  credential: ApiTokenCredential;
  /** The owner, as the session lookup would give them. */
  user: SessionUser;
  /** What is left of the token's use limit after this call; null while limits are off. */
  rateLimit: RateLimitState | null;
};

type Where = { requestId: string; ip: string; path: string };

function refuse(reason: string, where: Where, tokenId?: string): AppError {
  logger.warn("api token refused", { reason, tokenId, ...where });
  return new AppError("UNAUTHORIZED", API_TOKEN_INVALID);
}

/**
 * Who an API token acts for (decision 0019): one indexed query by the token's hash, with the
 * owner's account. Refused (401) when it is unknown, revoked or expired, or its owner is blocked or
 * deleted: all read from the database on every call, so revocation ends it at once, in every process.
 * Then the token's use limit is counted (429 past it), and its last use written at most once a minute.
 */
export async function authenticateApiToken(db: Db, token: string, where: Where): Promise<AuthenticatedToken> {
  if (!isWellFormedApiToken(token)) throw refuse("malformed", where);
  const [row] = await apiTokenLookup(db).execute({ tokenHash: hashApiToken(token) });
  if (!row) throw refuse("unknown", where);
  if (row.revoked) throw refuse("revoked", where, row.id);
  if (row.expired) throw refuse("expired", where, row.id);
  if (row.user.status !== "active") throw refuse(`owner ${row.user.status}`, where, row.id);

  let rateLimit: RateLimitState | null = null;
  if (env().RATE_LIMITS) {
    const rule = apiTokenRules.usePerToken;
    const state = await bumpCounter(db, rule, row.id);
    if (state.count > rule.limit) {
      logger.warn("api token refused", { reason: "rate limited", tokenId: row.id, ...where });
      throw tooMany(TOO_MANY_TOKEN_CALLS, rule, state.retryAfter);
    }
    rateLimit = rateLimitState(rule, state);
  }
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchApiToken(db, row.id);
  }
  return {
    credential: { id: row.id, scope: row.scope },
    user: { ...row.user, profileInfoStatus: row.user.profileInfoStatus ?? false },
    rateLimit,
  };
}
