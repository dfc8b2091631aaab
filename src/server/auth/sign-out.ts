import type { RequestContext } from "../context";
import { blankSessionCookie, invalidateSession } from "./session";

export const SIGNED_OUT = "Sign out successfully!";

/** Ends this browser's session. Signing out twice is not an error: the cookie is cleared either way. */
export async function signOut(ctx: RequestContext): Promise<{ message: string }> {
  if (ctx.sessionId) await invalidateSession(ctx.db, ctx.sessionId);
  ctx.resHeaders.append("Set-Cookie", blankSessionCookie());
  ctx.user = null;
  ctx.sessionId = null;
  return { message: SIGNED_OUT };
}
