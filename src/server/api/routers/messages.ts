import {
  deleteMessageSchema,
  getConversationsSchema,
  getMessagesSchema,
  markConversationReadSchema,
  sendMessageSchema,
} from "@/lib/validation/messages";
import { deleteMessage, MESSAGE_DELETED, messageDeletedOutput } from "../../messages/delete-message";
import { conversationsOutput, getConversations } from "../../messages/get-conversations";
import { getMessages, messagesOutput } from "../../messages/get-messages";
import {
  CONVERSATION_READ,
  conversationReadOutput,
  markConversationRead,
} from "../../messages/mark-conversation-read";
import { MESSAGE_SENT, messageSentOutput, sendMessage } from "../../messages/send-message";
import {
  BILAL,
  CONVERSATION_WITH_BILAL,
  CONVERSATION_WITH_BILAL_ITEM,
  MESSAGE_FROM_BILAL,
  MESSAGE_FROM_BILAL_ITEM,
  MESSAGE_TO_BILAL_ITEM,
  THREAD_WITH_BILAL,
} from "../examples";
import { memberRoute } from "../trpc";

/** A conversation (or one of its messages) only its two members see; to everyone else it does not exist. */
const PARTIES_ONLY = { visitor: 401, member: 200, other: 404, admin: 403 } as const;
/** Each member's own conversations; administrators have none. */
const MEMBERS_OWN = { visitor: 401, member: 200, other: 200, admin: 403 } as const;

export const messagesRoutes = {
  conversations: memberRoute(getConversationsSchema, conversationsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/messages/conversations",
        tag: "messages",
        numbers: ["limit"],
        summary: "The member's conversations",
        description:
          "Newest activity first, `limit` (1 to 50, default 20) a page; pass `next_cursor` as `after` for the next page (keyset, so new messages never repeat or skip a row). Each with the other member as their privacy allows, the last message, the unread count and whether the member may write now (with the reason when not).",
        example: {
          input: { limit: 20 },
          output: { conversations: [CONVERSATION_WITH_BILAL_ITEM], next_cursor: null },
        },
      },
      access: { input: () => ({}), expect: MEMBERS_OWN },
    })
    .query(({ ctx, input }) => getConversations(ctx, input)),
  get: memberRoute(getMessagesSchema, messagesOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/messages/get",
        tag: "messages",
        numbers: ["limit"],
        errors: [404],
        summary: "A conversation's messages",
        description:
          "`conversation_id` (its two members only), or `profile_id` to open the conversation with that member (empty until one writes). The latest `limit` messages (1 to 100, default 30), oldest first; for earlier ones send the first message's id as `before` while `has_earlier` is true.",
        example: {
          input: { conversation_id: CONVERSATION_WITH_BILAL },
          output: {
            conversation: THREAD_WITH_BILAL,
            messages: [MESSAGE_FROM_BILAL_ITEM, MESSAGE_TO_BILAL_ITEM],
            has_earlier: false,
          },
        },
      },
      access: [
        {
          name: "a conversation by id",
          input: (w) => ({ conversation_id: w.owner.conversationId }),
          expect: PARTIES_ONLY,
        },
        {
          name: "the conversation with a member",
          input: (w) => ({ profile_id: w.owner.connectedProfileId }),
          expect: MEMBERS_OWN,
        },
        {
          name: "an earlier page",
          input: (w) => ({ conversation_id: w.owner.conversationId, before: w.owner.messageId }),
          expect: PARTIES_ONLY,
        },
      ],
    })
    .query(({ ctx, input }) => getMessages(ctx, input)),
  send: memberRoute(sendMessageSchema, messageSentOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/messages/send",
        tag: "messages",
        errors: [404, 429],
        summary: "Send a message",
        description:
          "`{receiver_id, text}` (a profile id; text 1 to 2,000 characters, stored as typed). Allowed by the receiver's `messages_privacy`, never across a block or to a hidden, disabled or deleted member; counted against the plan's messages in the same transaction, so parallel sends cannot exceed it. Answers the stored message.",
        example: {
          input: { receiver_id: BILAL.profileId, text: MESSAGE_TO_BILAL_ITEM.text },
          output: { message: MESSAGE_SENT, sent_message: MESSAGE_TO_BILAL_ITEM },
        },
      },
      access: {
        input: (w) => ({ receiver_id: w.owner.connectedProfileId, text: "Assalam o Alaikum" }),
        expect: { visitor: 401, member: 200, other: 403, admin: 403 },
      },
    })
    .mutation(({ ctx, input }) => sendMessage(ctx, input)),
  update: memberRoute(markConversationReadSchema, conversationReadOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/messages/update",
        tag: "messages",
        errors: [404],
        summary: "Mark a conversation read",
        description:
          "`{conversation_id}`: the member's unread messages in it get `read_at` (the sender's read receipt) and both members' open tabs hear of it.",
        example: {
          input: { conversation_id: CONVERSATION_WITH_BILAL },
          output: { message: CONVERSATION_READ, marked: 1, read_at: "2026-03-04T10:20:00.000Z" },
        },
      },
      access: { input: (w) => ({ conversation_id: w.owner.conversationId }), expect: PARTIES_ONLY },
    })
    .mutation(({ ctx, input }) => markConversationRead(ctx, input)),
  delete: memberRoute(deleteMessageSchema, messageDeletedOutput)
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/messages/delete",
        tag: "messages",
        errors: [404],
        summary: "Delete a message for oneself",
        description: "`{message_id}`: hides it from the member's own thread; the other member keeps it.",
        example: { input: { message_id: MESSAGE_FROM_BILAL }, output: { message: MESSAGE_DELETED } },
      },
      access: { input: (w) => ({ message_id: w.owner.messageId }), expect: PARTIES_ONLY },
    })
    .mutation(({ ctx, input }) => deleteMessage(ctx, input)),
};
