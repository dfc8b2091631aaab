import { z } from "zod";
import { type blockMemberSchema, blockMessages } from "@/lib/validation/blocks";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { PROFILE_NOT_AVAILABLE } from "../proposals/create-proposal";
import { publishMemberEvent } from "../realtime/publish";
import { findBlockable, insertBlock } from "./queries";

export const MEMBER_BLOCKED = blockMessages.blocked;
export const BLOCK_SELF = blockMessages.self;

export const memberBlockedOutput = z.object({
  message: z.string().describe(`What was done: "${MEMBER_BLOCKED}"`),
  profile_id: z.guid().describe("The blocked member's profile id."),
});

/**
 * POST /api/blocks/create: the signed-in member blocks another (docs/decisions/0024). From then on
 * neither sees the other anywhere: listings, profile pages and photos, proposals, connections,
 * messages. Blocking again changes nothing and answers the same. The other member is not told; their
 * open tabs get a `block` event so a thread in view turns read-only (in the same transaction, so it
 * is announced exactly when the block is committed).
 *
 * Any member who exists may be blocked, whatever their visibility: someone already hidden by the
 * other's block, or whose profile is private, must still be able to block them back.
 */
export async function blockMember(
  ctx: RequestContext,
  input: z.output<typeof blockMemberSchema>,
): Promise<z.output<typeof memberBlockedOutput>> {
  const member = requireMember(ctx);
  const me = member.user.profileId;
  if (!me) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  if (input.profile_id === me) throw new AppError("UNPROCESSABLE_CONTENT", BLOCK_SELF);
  const other = await findBlockable(ctx.db, input.profile_id);
  if (!other) throw new AppError("NOT_FOUND", PROFILE_NOT_AVAILABLE);

  await ctx.db.transaction(async (tx) => {
    if (!(await insertBlock(tx, me, other.profileId))) return;
    await publishMemberEvent(tx, member.user.id, {
      type: "block",
      profileId: other.profileId,
      blocked: true,
    });
    await publishMemberEvent(tx, other.userId, { type: "block", profileId: me, blocked: true });
  });
  return { message: MEMBER_BLOCKED, profile_id: other.profileId };
}
