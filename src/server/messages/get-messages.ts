import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { getMessagesSchema } from "@/lib/validation/messages";
import type { RequestContext } from "../context";
import { messages } from "../db/schema";
import { AppError } from "../errors";
import { loadPair, requireMessagingMember } from "./pair";
import { messageItemSchema, presentMessage, presentOtherMember, threadSchema } from "./present";
import {
  type ConversationRow,
  findConversation,
  findConversationBetween,
  listMessages,
  otherParty,
} from "./queries";
import { MESSAGE_MEMBER_UNAVAILABLE, messagingRefusal } from "./rules";

export const CONVERSATION_NOT_FOUND = "This conversation was not found";
export const BEFORE_NOT_IN_CONVERSATION = "before must be the id of a message in this conversation";

const DEFAULT_PAGE = 30;

export const messagesOutput = z.object({
  conversation: threadSchema,
  messages: z
    .array(messageItemSchema)
    .describe("Oldest first: the page just before `before` (or the latest)."),
  has_earlier: z
    .boolean()
    .describe("Whether earlier messages remain: send the first message's id as `before`."),
});

/**
 * GET /api/messages/get: one conversation's history for one of its two members, newest page first
 * and paged backwards by keyset (`before`, a message id: created_at then id), so paging while
 * messages arrive never repeats or skips one. Anyone else is told it does not exist. With
 * `profile_id` instead of `conversation_id`, the conversation with that member (the Message
 * action's way in), or an empty one not yet started, if the member may see them.
 */
export async function getMessages(
  ctx: RequestContext,
  input: z.output<typeof getMessagesSchema>,
): Promise<z.output<typeof messagesOutput>> {
  const { profileId } = requireMessagingMember(ctx);
  let conversation: ConversationRow | null;
  let otherId: string | null;
  if (input.conversation_id) {
    conversation = await findConversation(ctx.db, input.conversation_id);
    otherId = conversation ? otherParty(conversation, profileId) : null;
    if (!conversation || !otherId) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  } else {
    otherId = input.profile_id ?? null;
    if (!otherId || otherId === profileId) throw new AppError("NOT_FOUND", MESSAGE_MEMBER_UNAVAILABLE);
    conversation = await findConversationBetween(ctx.db, profileId, otherId);
  }

  const pair = await loadPair(ctx, profileId, otherId, { countPlan: true });
  if (!pair) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  // Before the two have written, the thread is only a way to write: not for a member one may not see.
  if (!conversation && !pair.facts.otherVisible) throw new AppError("NOT_FOUND", MESSAGE_MEMBER_UNAVAILABLE);
  const refusal = messagingRefusal(pair.facts);

  let rows: Awaited<ReturnType<typeof listMessages>> = [];
  const limit = input.limit ?? DEFAULT_PAGE;
  if (conversation) {
    if (input.before && !(await isMessageOf(ctx, conversation.id, input.before))) {
      throw new AppError("UNPROCESSABLE_CONTENT", BEFORE_NOT_IN_CONVERSATION, {
        fields: { before: BEFORE_NOT_IN_CONVERSATION },
      });
    }
    rows = await listMessages(ctx.db, conversation.id, profileId, {
      beforeId: input.before,
      limit: limit + 1,
    });
  }
  const page = rows.slice(0, limit).reverse();
  return {
    conversation: {
      id: conversation?.id ?? null,
      other: presentOtherMember(pair.other.profile, pair.facts.otherAvailable, pair.relation),
      links_clickable: pair.relation.isConnection,
      may_send: refusal === null,
      reason: refusal?.reason ?? null,
    },
    messages: page.map((row) => presentMessage(row, profileId)),
    has_earlier: rows.length > limit,
  };
}

async function isMessageOf(ctx: RequestContext, conversationId: string, messageId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row !== undefined;
}
