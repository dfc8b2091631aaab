import type { PlainResponse } from "./rest-io";

/**
 * Cross-origin calls (decision 0019): off unless CORS_ORIGINS names origins, and then only for
 * calls made with an API token. A browser page on a listed origin may send
 * `Authorization: Bearer <token>` and read the answer; it can never use the member's cookie here,
 * since no answer says `Access-Control-Allow-Credentials` (so a credentialed request's preflight
 * fails) and a call with a token reads no cookie at all. Calls without a token from other origins
 * stay under the cross-site rule (decision 0016) and get no CORS headers.
 */

export const CORS_ALLOWED_HEADERS = "Authorization, Content-Type";
/** Headers a cross-origin script may read besides the basic ones: the limits and the retry delay. */
export const CORS_EXPOSED_HEADERS =
  "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, WWW-Authenticate";
/** Ten minutes: Chromium caps a preflight's cache at two hours, Firefox at a day. */
export const CORS_MAX_AGE_SECONDS = 600;

/** The origin as a browser sends it, if it is one of `allowed`. */
export function allowedOrigin(origin: string | null, allowed: ReadonlySet<string>): string | null {
  if (!origin || allowed.size === 0) return null;
  return allowed.has(origin) ? origin : null;
}

/**
 * The answer to a preflight (OPTIONS with Access-Control-Request-Method) from a listed origin:
 * 204 with what the path takes. Null when it is not one (the caller answers OPTIONS as before).
 */
export function preflightResponse(
  header: (name: string) => string | null,
  allowed: ReadonlySet<string>,
  methods: readonly string[],
): PlainResponse | null {
  const origin = allowedOrigin(header("origin"), allowed);
  if (!origin || !header("access-control-request-method") || methods.length === 0) return null;
  const headers = new Headers({
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": CORS_ALLOWED_HEADERS,
    "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
    Vary: "Origin",
    "Cache-Control": "no-store",
  });
  return { status: 204, headers, body: "" };
}

/** Lets the listed origin read a token call's answer (success or refusal alike). */
export function addCorsHeaders(headers: Headers, origin: string): void {
  headers.set("Access-Control-Allow-Origin", origin);
  headers.set("Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS);
  headers.append("Vary", "Origin");
}
