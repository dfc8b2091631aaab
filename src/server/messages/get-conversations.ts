import { z } from "zod";
import type { getConversationsSchema } from "@/lib/validation/messages";
import type { RequestContext } from "../context";
import { mayBeShown, type Relation, viewerFrom } from "../profiles/access";
import { findSubscriptionView } from "../profiles/get-profile-subscription";
import { findProfileById } from "../profiles/queries";
import { requireMessagingMember } from "./pair";
import { type ConversationItem, conversationItemSchema, presentOtherMember, previewOf } from "./present";
import { latestVisibleMessages, listConversationsOf, unreadCounts } from "./queries";
import { messagingRefusal } from "./rules";

const DEFAULT_PAGE = 20;

export const conversationsOutput = z.object({
  conversations: z.array(conversationItemSchema).describe("Newest activity first."),
  next_cursor: z.string().nullable().describe("Send as `after` for the next page; null on the last page."),
});

/**
 * GET /api/messages/conversations: the member's own conversations, newest activity first, keyset
 * paged on (last_message_at, id) so a new message arriving while one pages neither repeats nor
 * skips a row. The other member as their privacy lets this member see them, the last message this
 * member has not deleted, the unread count, and whether they may write now (and why not).
 */
export async function getConversations(
  ctx: RequestContext,
  input: z.output<typeof getConversationsSchema>,
): Promise<z.output<typeof conversationsOutput>> {
  const { profileId } = requireMessagingMember(ctx);
  const limit = input.limit ?? DEFAULT_PAGE;
  const after = input.after ? cursorOf(input.after) : undefined;
  const viewer = viewerFrom(ctx);
  const [rows, subscription] = await Promise.all([
    listConversationsOf(ctx.db, profileId, { after, limit: limit + 1 }),
    findSubscriptionView(ctx.db, profileId),
  ]);
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.conversation.id);
  const [latest, unread, me] = await Promise.all([
    latestVisibleMessages(ctx.db, profileId, ids),
    unreadCounts(ctx.db, profileId, ids),
    findProfileById(ctx.db, profileId),
  ]);
  const messagesLeft = subscription
    ? subscription.plan.messages_limit - subscription.messages_sent
    : Number.POSITIVE_INFINITY;
  const conversations: ConversationItem[] = [];
  for (const row of page) {
    const relation: Relation = { viewer, isOwner: false, isConnection: row.connected };
    const available = row.other.status === "active" && row.accountStatus === "active";
    // Every fact visibility needs came with the row: no query per conversation.
    const visible =
      available &&
      (row.wroteToMe ||
        (await mayBeShown(ctx.db, row.other, relation, {
          blocked: row.blockedByMe || row.blockedMe,
          proposedToViewer: row.proposedToMe,
          accountActive: true,
        })));
    const refusal = messagingRefusal({
      writerActive: me?.status === "active",
      otherAvailable: available,
      otherVisible: visible,
      blockedByMe: row.blockedByMe,
      blockedMe: row.blockedMe,
      messagesPrivacy: row.other.messagesPrivacy,
      connected: row.connected,
      writerVerified: viewer.kind !== "visitor" && viewer.verified,
      messagesLeft,
    });
    const last = latest.get(row.conversation.id);
    conversations.push({
      id: row.conversation.id,
      other: presentOtherMember(row.other, available, relation),
      last_message: last ? previewOf(last, profileId) : null,
      last_message_at: row.conversation.lastMessageAt,
      unread_count: unread.get(row.conversation.id) ?? 0,
      may_send: refusal === null,
      reason: refusal?.reason ?? null,
    });
  }
  const lastRow = page.at(-1);
  return { conversations, next_cursor: rows.length > limit && lastRow ? lastRow.cursor : null };
}

function cursorOf(cursor: string): { at: string; id: string } {
  const separator = cursor.lastIndexOf("_");
  return { at: cursor.slice(0, separator), id: cursor.slice(separator + 1).toLowerCase() };
}
