import { and, eq, lt, sql } from "drizzle-orm";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { trustedDevices } from "../db/schema";
import { readCookie, serverCookie } from "./session";
import { generateToken, hashToken } from "./tokens";

export const DEVICE_COOKIE = "rishta_device";
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A device not used for a year is a stranger again. */
export const DEVICE_TRUST_MS = YEAR_SECONDS * 1000;

/**
 * Only the API reads it (sign-in and the other places that ask for a password), so pages never
 * carry it.
 */
function deviceCookie(token: string): string {
  return serverCookie(DEVICE_COOKIE, token, YEAR_SECONDS, "/api");
}

function deviceToken(ctx: RequestContext): string | null {
  const token = readCookie(ctx.cookieHeader, DEVICE_COOKIE);
  return token && /^[a-z2-7]{32}$/.test(token) ? token : null;
}

/** The hash of this browser's device token when `userId` trusts it (has signed in from it), else null. */
export async function trustedDeviceOf(ctx: RequestContext, userId: string | null): Promise<string | null> {
  const token = deviceToken(ctx);
  if (!token || !userId) return null;
  const tokenHash = hashToken(token);
  const [row] = await ctx.db
    .select({ lastUsedAt: trustedDevices.lastUsedAt })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId)))
    .limit(1);
  if (!row || Date.now() - row.lastUsedAt.getTime() > DEVICE_TRUST_MS) return null;
  return tokenHash;
}

/**
 * Marks this browser as one `userId` has proved themselves on (a correct password, a mailed code
 * or link), giving it a device cookie first if it has none. One browser may be trusted by several
 * accounts (a family's computer).
 */
export async function trustDevice(ctx: RequestContext, userId: string): Promise<void> {
  let token = deviceToken(ctx);
  if (!token) {
    token = generateToken();
    ctx.resHeaders.append("Set-Cookie", deviceCookie(token));
  }
  await ctx.db
    .insert(trustedDevices)
    .values({ tokenHash: hashToken(token), userId })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.userId],
      set: { lastUsedAt: sql`now()` },
    });
}

/** Every device of the user stops being trusted (their password changed, their account went). */
export async function forgetTrustedDevices(db: Db, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

/** Devices unused for longer than the trust lasts: nothing reads them any more. */
export function staleDevices(now: Date) {
  return lt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TRUST_MS));
}
