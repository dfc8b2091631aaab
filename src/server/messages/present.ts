import { z } from "zod";
import { placeholderImage } from "@/lib/profile-image";
import type { Relation } from "../profiles/access";
import { displayName, photoAccess, photoUrl } from "../profiles/present";
import type { ProfileRow } from "../profiles/sections";
import type { MessageRow } from "./queries";
import { SAFETY_NOTICES } from "./safety";

/** Conversations and messages in snake_case, as each member may see them (docs/decisions/0023). */

export const SAFETY_TIPS_PATH = "/safety-tips";
export const UNAVAILABLE_MEMBER_NAME = "Member unavailable";
const PREVIEW_LENGTH = 120;

export const otherMemberSchema = z
  .object({
    profile_id: z.guid().describe("The other member's profile id (send it as `receiver_id`)."),
    display_name: z
      .string()
      .describe(
        `Their first and last name; "${UNAVAILABLE_MEMBER_NAME}" once their profile is gone or hidden.`,
      ),
    image_url: z
      .string()
      .describe(
        "Their thumbnail as this member may see it (the access-checked photo route, original or blurred, see `photo`), or a placeholder drawing.",
      ),
    photo: z.enum(["original", "blurred", "none"]).describe("What `image_url` shows this member."),
    available: z
      .boolean()
      .describe("Whether their profile is still active (not hidden, disabled or deleted)."),
    is_connection: z.boolean().describe("Whether the two are connected (an accepted proposal)."),
  })
  .meta({
    id: "MessagePartner",
    description: "The other member of a conversation, as this member may see them.",
  });

export type OtherMember = z.output<typeof otherMemberSchema>;

export function presentOtherMember(row: ProfileRow, available: boolean, relation: Relation): OtherMember {
  if (!available) {
    return {
      profile_id: row.id,
      display_name: UNAVAILABLE_MEMBER_NAME,
      image_url: placeholderImage(row.gender),
      photo: "none",
      available: false,
      is_connection: relation.isConnection,
    };
  }
  return {
    profile_id: row.id,
    display_name: displayName(row) || "Member",
    image_url: photoUrl(row, "thumb"),
    photo: photoAccess(row, relation),
    available: true,
    is_connection: relation.isConnection,
  };
}

export const messageItemSchema = z
  .object({
    id: z.guid().describe("The message's id (send it as `before` for the page before it)."),
    conversation_id: z.guid().describe("Its conversation."),
    sender_id: z.guid().describe("The sender's profile id."),
    receiver_id: z.guid().describe("The receiver's profile id."),
    text: z.string().describe("As typed, 1 to 2,000 characters: show it as text, never as HTML."),
    direction: z.enum(["sent", "received"]).describe("Whether this member sent it or received it."),
    created_at: z.date().describe("When it was sent."),
    read_at: z.date().nullable().describe("When the receiver read it (the read receipt); null while unread."),
    safety_notice: z
      .object({
        kind: z
          .enum(["money", "off_platform"])
          .describe("What it asks for: money or payment details, or moving off the platform."),
        text: z.string().describe("The calm notice to show the receiver beside the message."),
        link: z.string().describe(`Where to read more: ${SAFETY_TIPS_PATH}.`),
      })
      .nullable()
      .describe(
        "For the receiver of a message the safety check flagged; null otherwise (and always for its sender).",
      ),
  })
  .meta({ id: "ChatMessage", description: "One message of a conversation, as this member sees it." });

export type MessageItem = z.output<typeof messageItemSchema>;

export function presentMessage(row: MessageRow, viewerProfileId: string): MessageItem {
  const direction = row.senderId === viewerProfileId ? "sent" : "received";
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    receiver_id: row.receiverId,
    text: row.text,
    direction,
    created_at: row.createdAt,
    read_at: row.readAt,
    safety_notice:
      direction === "received" && row.safetyFlag
        ? { kind: row.safetyFlag, text: SAFETY_NOTICES[row.safetyFlag], link: SAFETY_TIPS_PATH }
        : null,
  };
}

const maySendFields = {
  may_send: z.boolean().describe("Whether this member may send a message in it now."),
  reason: z
    .string()
    .nullable()
    .describe(
      "Why not, in words to show (privacy, a block, the plan's limit, a profile gone); null when they may.",
    ),
};

export const conversationItemSchema = z
  .object({
    id: z.guid().describe("The conversation's id (`GET /api/messages/get?conversation_id=`)."),
    other: otherMemberSchema,
    last_message: z
      .object({
        id: z.guid().describe("The message's id."),
        preview: z.string().describe(`Its text, cut to ${PREVIEW_LENGTH} characters.`),
        direction: z.enum(["sent", "received"]).describe("Whether this member sent it."),
        created_at: z.date().describe("When it was sent."),
      })
      .nullable()
      .describe("The latest message this member has not deleted for themselves; null when none is left."),
    last_message_at: z.date().describe("When the last message was sent (the list's order)."),
    unread_count: z.number().int().describe("Messages to this member not yet read."),
    ...maySendFields,
  })
  .meta({ id: "Conversation", description: "A conversation in the member's list." });

export type ConversationItem = z.output<typeof conversationItemSchema>;

export function previewOf(
  row: MessageRow,
  viewerProfileId: string,
): NonNullable<ConversationItem["last_message"]> {
  const characters = Array.from(row.text.replace(/\s+/g, " ").trim());
  const preview =
    characters.length > PREVIEW_LENGTH
      ? `${characters.slice(0, PREVIEW_LENGTH - 1).join("")}…`
      : characters.join("");
  return {
    id: row.id,
    preview,
    direction: row.senderId === viewerProfileId ? "sent" : "received",
    created_at: row.createdAt,
  };
}

export const threadSchema = z
  .object({
    id: z
      .guid()
      .nullable()
      .describe("The conversation's id; null when the two have not written yet (opened by `profile_id`)."),
    other: otherMemberSchema,
    links_clickable: z
      .boolean()
      .describe("Whether links in the texts may be shown clickable: only between connections."),
    ...maySendFields,
  })
  .meta({ id: "Thread", description: "A conversation as its thread view shows it." });

export type ThreadView = z.output<typeof threadSchema>;
