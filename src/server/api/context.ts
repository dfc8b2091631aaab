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

/**
 * Builds the request's context from its cookie: one query when a session cookie is present, none
 * otherwise. Sliding expiry and the clearing of a dead cookie go out through `resHeaders`.
 */
export async function createRequestContext(
  services: Services,
  cookieHeader: string | null | undefined,
  options: { ip: string; resHeaders: Headers; requestId?: string },
): Promise<RequestContext> {
  const ctx: RequestContext = {
    db: services.database.db,
    mailer: services.mailer,
    storage: services.storage,
    background: services.background,
    user: null,
    sessionId: null,
    ip: options.ip,
    cookieHeader: cookieHeader ?? null,
    requestId: options.requestId ?? randomUUID(),
    resHeaders: options.resHeaders,
  };
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return ctx;
  const session = await validateSessionToken(ctx.db, token);
  if (!session) {
    ctx.resHeaders.append("Set-Cookie", blankSessionCookie());
    return ctx;
  }
  if (session.refreshed) ctx.resHeaders.append("Set-Cookie", sessionCookie(token, session.expiresAt));
  ctx.user = session.user;
  ctx.sessionId = session.sessionId;
  return ctx;
}
