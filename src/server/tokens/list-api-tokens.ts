import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { presentApiToken } from "./present";
import { listApiTokens } from "./queries";

/** GET /api/tokens/get: the caller's own tokens that were not revoked, never their secrets or hashes. */
export async function listOwnApiTokens(ctx: RequestContext) {
  const member = requireMember(ctx);
  const rows = await listApiTokens(ctx.db, member.user.id);
  return { tokens: rows.map(presentApiToken) };
}
