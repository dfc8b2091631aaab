import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { profiles, sessions, users } from "../db/schema";
import { env } from "../env";
import { generateToken, hashToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session used in its second half is extended to a full term again (sliding expiry). */
const SESSION_REFRESH_MS = 15 * DAY_MS;
export const SESSION_COOKIE = "rishta_session";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: "member" | "admin";
  profileId: string | null;
  profileInfoStatus: boolean;
  imageUrl: string | null;
};

export type ValidSession = { sessionId: string; expiresAt: Date; refreshed: boolean; user: SessionUser };

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const sessionLookup = preparedQuery((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        status: users.status,
      },
      profileId: profiles.id,
      profileInfoStatus: profiles.profileInfoStatus,
      imageUrl: profiles.imageUrl,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_lookup"),
);

/** Who holds this cookie token, if anyone: one indexed query, plus a write only when sliding. */
export async function validateSessionToken(db: Db, token: string): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{20,64}$/.test(token)) return null;
  const sessionId = hashToken(token);
  const [row] = await sessionLookup(db).execute({ sessionId });
  if (row?.user.status !== "active") return null;

  let expiresAt = row.expiresAt;
  let refreshed = false;
  if (expiresAt.getTime() - Date.now() < SESSION_TTL_MS - SESSION_REFRESH_MS) {
    expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    refreshed = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  }
  const { status: _status, ...user } = row.user;
  return {
    sessionId,
    expiresAt,
    refreshed,
    user: {
      ...user,
      profileId: row.profileId,
      profileInfoStatus: row.profileInfoStatus ?? false,
      imageUrl: row.imageUrl,
    },
  };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

function secureCookies(): boolean {
  const e = env();
  // Secure in production; an explicit plain-http APP_URL (a LAN test deployment) opts out.
  return e.NODE_ENV === "production" && !e.APP_URL?.startsWith("http://");
}

export function sessionCookie(token: string, expiresAt: Date): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expiresAt.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))}`,
  ];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export function blankSessionCookie(): string {
  const parts = [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
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
