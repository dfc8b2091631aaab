import { z } from "zod";
import { blockMessages, type unblockMemberSchema } from "@/lib/validation/blocks";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { publishMemberEvent } from "../realtime/publish";
import { BLOCK_SELF } from "./block-member";
import { deleteBlock, findBlockable } from "./queries";

export const MEMBER_UNBLOCKED = blockMessages.unblocked;

export const memberUnblockedOutput = z.object({
  message: z.string().describe(`What was done: "${MEMBER_UNBLOCKED}"`),
  profile_id: z.guid().describe("The member's profile id."),
});

/**
 * DELETE /api/blocks/delete: the signed-in member ends their own block of another. Only their own:
 * a block the other member made stays (one member cannot lift someone else's block), and the two
 * stay hidden while it lasts. Unblocking someone not blocked answers the same and changes nothing.
 * Whatever the block hid (proposals, the connection) comes back as it was (decision 0024).
 */
export async function unblockMember(
  ctx: RequestContext,
  input: z.output<typeof unblockMemberSchema>,
): Promise<z.output<typeof memberUnblockedOutput>> {
  const member = requireMember(ctx);
  const me = member.user.profileId;
  if (!me) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  if (input.profile_id === me) throw new AppError("UNPROCESSABLE_CONTENT", BLOCK_SELF);

  await ctx.db.transaction(async (tx) => {
    if (!(await deleteBlock(tx, me, input.profile_id))) return;
    await publishMemberEvent(tx, member.user.id, {
      type: "block",
      profileId: input.profile_id,
      blocked: false,
    });
    // A deleted account has no tabs to tell.
    const other = await findBlockable(tx, input.profile_id);
    if (other) await publishMemberEvent(tx, other.userId, { type: "block", profileId: me, blocked: false });
  });
  return { message: MEMBER_UNBLOCKED, profile_id: input.profile_id };
}
