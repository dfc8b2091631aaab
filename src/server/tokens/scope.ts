import type { ApiTokenScope } from "@/lib/validation/api-tokens";
import type { AuthLevel } from "../api/rest-declaration";

export const TOKEN_NOT_ACCEPTED =
  "This route needs a signed-in session: API tokens cannot manage tokens, passwords, sessions or the account itself.";
export const READ_SCOPE_ONLY =
  "This API token may only read (GET). Create a token with the write scope to make changes.";
export const ADMIN_SCOPE_NEEDED =
  "This route is for administrators: it needs an administrator's API token with the admin scope.";

/** What a REST row says about itself that decides whether a token may call it. */
export type TokenRouteFacts = { method: string; auth: AuthLevel; sessionOnly?: boolean };

/**
 * Why a token of `scope` may not call this row, or null when it may (decision 0019): `read` calls
 * GET rows only, `write` every row, `admin` is needed for the administrators' rows, and no token
 * calls the rows that manage tokens, sessions, passwords or the account's existence.
 */
export function tokenScopeRefusal(route: TokenRouteFacts, scope: ApiTokenScope): string | null {
  if (route.sessionOnly) return TOKEN_NOT_ACCEPTED;
  if (scope === "read" && route.method !== "GET") return READ_SCOPE_ONLY;
  if (route.auth === "admin" && scope !== "admin") return ADMIN_SCOPE_NEEDED;
  return null;
}

/** The scope a refusal asks for, for the answer's WWW-Authenticate header (RFC 6750). */
export function scopeNeeded(route: TokenRouteFacts): ApiTokenScope {
  if (route.auth === "admin") return "admin";
  return route.method === "GET" ? "read" : "write";
}
