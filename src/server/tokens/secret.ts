import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { hashToken } from "../auth/tokens";

/**
 * A personal API token: a recognisable prefix (secret scanners and people can tell what leaked) and
 * 256 random bits, base32. The database keeps only its SHA-256, as for sessions (decision 0001):
 * a token this random needs no slow hash, and the lookup runs on every call made with one.
 */
export const API_TOKEN_PREFIX = "rishta_pat_";

const TOKEN_PATTERN = /^rishta_pat_[a-z2-7]{52}$/;

export function generateApiToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return `${API_TOKEN_PREFIX}${encodeBase32LowerCaseNoPadding(bytes)}`;
}

/** Whether `token` could be one of ours at all: anything else is refused without a query. */
export function isWellFormedApiToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function hashApiToken(token: string): string {
  return hashToken(token);
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null when the request carries none.
 * Other schemes (Basic, from a proxy guarding a staging site) are not ours and are left alone.
 */
export function bearerTokenOf(authorization: string | null | undefined): string | null {
  if (!authorization) return null;
  // A bare "Bearer" (no token) is a bearer call with a token that does not work, not no call.
  const match = /^bearer(?:[ \t]+(.*))?$/i.exec(authorization.trim());
  return match ? (match[1] ?? "").trim() : null;
}
