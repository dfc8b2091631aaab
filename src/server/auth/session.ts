import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { profileSubscriptions, profiles, sessions, subscriptionPlans, users } from "../db/schema";
import { env } from "../env";
import { type AccountRow, accountColumns } from "../users/queries";
import { sessionCache } from "./session-cache";
import { generateToken, hashToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session used in its second half is extended to a full term again (sliding expiry). */
const SESSION_REFRESH_MS = 15 * DAY_MS;
export const SESSION_COOKIE = "rishta_session";

/**
 * The signed-in user: their account as the Users screens show it (so a member's own account read
 * needs no query of its own), with a definite profile_info_status.
 */
export type SessionUser = Omit<AccountRow, "profileInfoStatus"> & { profileInfoStatus: boolean };

export type ValidSession = { sessionId: string; expiresAt: Date; refreshed: boolean; user: SessionUser };

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const sessionLookup = preparedQuery((db) =>
  db
    .select({ expiresAt: sessions.expiresAt, lastActiveAt: users.lastActiveAt, user: accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileSubscriptions, eq(profileSubscriptions.profileId, profiles.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_lookup"),
);

/** "Recently active" (discovery's sort) is kept to within this much, at one write per interval. */
const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

function refreshDue(expiresAt: Date, now: number): boolean {
  return expiresAt.getTime() - now < SESSION_TTL_MS - SESSION_REFRESH_MS;
}

/**
 * Who holds this cookie token, if anyone. Usually answered from the session cache; otherwise one
 * indexed query, plus a write when the session slides or the member's activity time is stale.
 */
export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{20,64}$/.test(token)) return null;
  const sessionId = hashToken(token);
  const now = Date.now();
  const cache = sessionCache();
  const cached = cache.get(sessionId, now);
  if (cached && !refreshDue(cached.expiresAt, now)) return cached;

  const epoch = cache.epoch;
  const [row] = await sessionLookup(db).execute({ sessionId });
  if (row?.user.status !== "active") return null;
  let expiresAt = row.expiresAt;
  let refreshed = false;
  if (refreshDue(expiresAt, now)) {
    expiresAt = new Date(now + SESSION_TTL_MS);
    refreshed = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  }
  if (!row.lastActiveAt || now - row.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
    await db
      .update(users)
      .set({ lastActiveAt: new Date(now) })
      .where(eq(users.id, row.user.id));
  }
  const session: ValidSession = {
    sessionId,
    expiresAt,
    refreshed,
    user: { ...row.user, profileInfoStatus: row.user.profileInfoStatus ?? false },
  };
  cache.set(session, epoch, now);
  return session;
}

/*
 * Deleting sessions also announces it to every process (migration 0004's triggers); this process
 * forgets them at once as well, so its very next request already sees them gone.
 */
export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  sessionCache().forgetSession(sessionId);
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  sessionCache().forgetUser(userId);
}

export function secureCookies(): boolean {
  const e = env();
  // Secure in production; an explicit plain-http APP_URL (a LAN test deployment) opts out.
  return e.NODE_ENV === "production" && !e.APP_URL?.startsWith("http://");
}

/**
 * One HttpOnly, SameSite=Lax cookie (Secure in production): every cookie the server sets is one
 * the page's script never needs to read. A max age of 0 clears it.
 */
export function serverCookie(name: string, value: string, maxAgeSeconds: number, path = "/"): string {
  const parts = [`${name}=${value}`, `Path=${path}`, "HttpOnly", "SameSite=Lax"];
  if (maxAgeSeconds > 0) {
    parts.push(`Expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`);
  }
  parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export function sessionCookie(token: string, expiresAt: Date): string {
  return serverCookie(SESSION_COOKIE, token, (expiresAt.getTime() - Date.now()) / 1000);
}

export function blankSessionCookie(): string {
  return serverCookie(SESSION_COOKIE, "", 0);
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed escape (`%E0%A4%A`) is no session, not a server error.
      return null;
    }
  }
  return null;
}
