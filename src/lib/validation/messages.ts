import { z } from "zod";
import { idField } from "./id";

/** Messages between members (issue 16, docs/decisions/0023). Ids are profile ids unless named otherwise. */

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_EMPTY = "Write a message before sending";
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_TEXT_MAX.toLocaleString("en-US")} characters`;

/**
 * The text as typed: 1 to 2,000 characters (code points, so an emoji counts once), not only
 * spaces; never trimmed or rewritten, since it is always shown as text.
 */
export const messageTextField = z
  .string({ error: MESSAGE_EMPTY })
  .refine((text) => text.trim().length > 0, { error: MESSAGE_EMPTY })
  .refine((text) => Array.from(text).length <= MESSAGE_TEXT_MAX, { error: MESSAGE_TOO_LONG });

export const sendMessageSchema = z.object({
  receiver_id: idField("receiver_id"),
  text: messageTextField,
});

export const CONVERSATIONS_PAGE_MAX = 50;
export const MESSAGES_PAGE_MAX = 100;

/** A conversation list cursor: the last row's `last_message_at` (microseconds, UTC) and id. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f-]{36}$/i;

const AFTER_CURSOR = "after must be the next_cursor of an earlier page";

export const getConversationsSchema = z.object({
  after: z.string({ error: AFTER_CURSOR }).regex(CURSOR, { error: AFTER_CURSOR }).optional(),
  limit: z
    .number({ error: "limit must be a whole number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(CONVERSATIONS_PAGE_MAX, { error: `limit can be at most ${CONVERSATIONS_PAGE_MAX}` })
    .optional(),
});

export const getMessagesSchema = z
  .object({
    conversation_id: idField("conversation_id").optional(),
    /** Open (or start) the conversation with this member instead: the Message action's way in. */
    profile_id: idField("profile_id").optional(),
    before: idField("before").optional(),
    limit: z
      .number({ error: "limit must be a whole number" })
      .int({ error: "limit must be a whole number" })
      .min(1, { error: "limit must be at least 1" })
      .max(MESSAGES_PAGE_MAX, { error: `limit can be at most ${MESSAGES_PAGE_MAX}` })
      .optional(),
  })
  .refine((input) => (input.conversation_id === undefined) !== (input.profile_id === undefined), {
    error: "Send either conversation_id or profile_id",
    path: ["conversation_id"],
  });

export const markConversationReadSchema = z.object({ conversation_id: idField("conversation_id") });

export const deleteMessageSchema = z.object({ message_id: idField("message_id") });
