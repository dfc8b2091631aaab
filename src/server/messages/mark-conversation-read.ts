import { z } from "zod";
import type { markConversationReadSchema } from "@/lib/validation/messages";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { findProfileById } from "../profiles/queries";
import { publishMemberEvent } from "../realtime/publish";
import { CONVERSATION_NOT_FOUND } from "./get-messages";
import { requireMessagingMember } from "./pair";
import {
  findConversation,
  markRead,
  markThreadNotificationRead,
  otherParty,
  threadCollapseKey,
} from "./queries";

export const CONVERSATION_READ = "Conversation marked as read";

export const conversationReadOutput = z.object({
  message: z.string().describe(`What was done: "${CONVERSATION_READ}".`),
  marked: z.number().int().describe("How many messages were unread and are now read."),
  read_at: z.date().describe("The read receipt's time set on them."),
});

/**
 * PUT /api/messages/update: the member has seen the thread. Their unread messages in it get
 * `read_at` (the sender's read receipt), the thread's collapsed notification is read with them,
 * and both members' tabs hear of it (a `read` event), in one transaction. Only the two parties;
 * to anyone else the conversation does not exist.
 */
export async function markConversationRead(
  ctx: RequestContext,
  input: z.output<typeof markConversationReadSchema>,
): Promise<z.output<typeof conversationReadOutput>> {
  const { member, profileId } = requireMessagingMember(ctx);
  const conversation = await findConversation(ctx.db, input.conversation_id);
  const otherId = conversation ? otherParty(conversation, profileId) : null;
  if (!conversation || !otherId) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  const other = await findProfileById(ctx.db, otherId);
  const readAt = new Date();
  const marked = await ctx.db.transaction(async (tx) => {
    const count = await markRead(tx, conversation.id, profileId, readAt);
    if (count === 0) return 0;
    const event = {
      type: "read",
      conversationId: conversation.id,
      readerProfileId: profileId,
      readAt: readAt.toISOString(),
    } as const;
    await publishMemberEvent(tx, member.user.id, event);
    if (other) await publishMemberEvent(tx, other.userId, event);
    if ((await markThreadNotificationRead(tx, member.user.id, threadCollapseKey(conversation.id))) > 0) {
      await publishMemberEvent(tx, member.user.id, { type: "notification", notificationId: null });
    }
    return count;
  });
  return { message: CONVERSATION_READ, marked, read_at: readAt };
}
