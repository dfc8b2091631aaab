import { z } from "zod";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { blockedMemberSchema, presentBlockedMember } from "./present";
import { listBlockedBy } from "./queries";

export const blockedMembersOutput = z.object({
  blocked_members: z
    .array(blockedMemberSchema)
    .describe("The members the signed-in member has blocked, most recent first. Never who blocked them."),
});

/**
 * GET /api/blocks/get: the signed-in member's own blocks (Settings, "Blocked members"). Only the
 * blocks they made: being blocked by someone is never shown.
 */
export async function getBlockedMembers(ctx: RequestContext): Promise<z.output<typeof blockedMembersOutput>> {
  const member = requireMember(ctx);
  const me = member.user.profileId;
  if (!me) return { blocked_members: [] };
  const rows = await listBlockedBy(ctx.db, me);
  return { blocked_members: rows.map((row) => presentBlockedMember(row.profile, row.blockedAt)) };
}
