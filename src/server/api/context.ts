import { randomUUID } from "node:crypto";
import {
  blankSessionCookie,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  validateSessionToken,
} from "../auth/session";
import type { RequestContext } from "../context";
import type { Services } from "../services";
import { authenticateApiToken } from "../tokens/authenticate";
import { bearerTokenOf } from "../tokens/secret";
import { setRateLimitHeaders } from "./rest-io";
import { unavailableInstead } from "./unavailable";

type ContextOptions = { ip: string; resHeaders: Headers; requestId?: string };

function baseContext(services: Services, options: ContextOptions): RequestContext {
  return {
    db: services.database.db,
    mail: services.mailJobs,
    storage: services.storage,
    background: services.background,
    events: services.events,
    payments: services.payments,
    browse: services.browse,
    user: null,
    sessionId: null,
    apiToken: null,
    ip: options.ip,
    cookieHeader: null,
    requestId: options.requestId ?? randomUUID(),
    resHeaders: options.resHeaders,
  };
}

/**
 * Builds the request's context from its cookie: one query when a session cookie is present, none
 * otherwise. Sliding expiry and the clearing of a dead cookie go out through `resHeaders`.
 */
export async function createRequestContext(
  services: Services,
  cookieHeader: string | null | undefined,
  options: ContextOptions,
): Promise<RequestContext> {
  const ctx = baseContext(services, options);
  ctx.cookieHeader = cookieHeader ?? null;
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return ctx;
  const session = await validateSessionToken(ctx.db, token).catch((error: unknown) => {
    throw unavailableInstead(error);
  });
  if (!session) {
    ctx.resHeaders.append("Set-Cookie", blankSessionCookie());
    return ctx;
  }
  if (session.refreshed) ctx.resHeaders.append("Set-Cookie", sessionCookie(token, session.expiresAt));
  ctx.user = session.user;
  ctx.sessionId = session.sessionId;
  return ctx;
}

/**
 * The context of a REST call made with `Authorization: Bearer <API token>` (decision 0019): the
 * token's owner acts, cookies are not read at all (the request's cookie header is ignored, so a
 * token call can neither use nor change a browser's session), and the token's use limit goes out in
 * the RateLimit-* headers. An administrator's token without the admin scope acts as a member would:
 * every administrator's power, not only the administrators' rows, needs that scope. Refused with
 * 401 (and `WWW-Authenticate`) when the token does not work.
 */
export async function createTokenContext(
  services: Services,
  token: string,
  options: ContextOptions & { path: string },
): Promise<RequestContext> {
  const ctx = baseContext(services, options);
  try {
    const { credential, user, rateLimit } = await authenticateApiToken(ctx.db, token, {
      requestId: ctx.requestId,
      ip: ctx.ip,
      path: options.path,
    });
    if (rateLimit) setRateLimitHeaders(ctx.resHeaders, rateLimit);
    ctx.apiToken = credential;
    ctx.sessionId = `api-token:${credential.id}`;
    ctx.user = credential.scope === "admin" ? user : { ...user, role: "member" };
    return ctx;
  } catch (error) {
    if ((error as { code?: unknown }).code === "UNAUTHORIZED") {
      ctx.resHeaders.set("WWW-Authenticate", 'Bearer realm="rishta", error="invalid_token"');
    }
    throw unavailableInstead(error);
  }
}

/**
 * The context of a REST row's or raw route's call: from its API token when it sends
 * `Authorization: Bearer`, else from its session cookie.
 */
export function createPlainRequestContext(
  services: Services,
  request: { header(name: string): string | null },
  options: ContextOptions & { path: string },
): Promise<RequestContext> {
  const bearer = bearerTokenOf(request.header("authorization"));
  return bearer === null
    ? createRequestContext(services, request.header("cookie"), options)
    : createTokenContext(services, bearer, options);
}
