import type { RequestContext } from "../context";
import { type PublicUser, presentUser } from "./present";
import { createSession, sessionCookie, validateSessionToken } from "./session";

/** Opens a session for a user who just proved who they are, and answers with that user. */
export async function startSession(ctx: RequestContext, userId: string): Promise<PublicUser> {
  const { token, expiresAt } = await createSession(ctx.db, userId);
  ctx.resHeaders.append("Set-Cookie", sessionCookie(token, expiresAt));
  const session = await validateSessionToken(ctx.db, token);
  if (!session) throw new Error("a session just created did not validate");
  ctx.user = session.user;
  ctx.sessionId = session.sessionId;
  return presentUser(session.user);
}
