import { z } from "zod";
import { CONTACT_STATUSES, contactTypes } from "@/lib/validation/contact";
import type { ContactRow, ReplyRow } from "./queries";

/** A contact-form message as the administrators' Contacts screen reads it (spec §2's table). */
export const contactItemSchema = z
  .object({
    id: z.guid(),
    name: z.string().describe("The sender's name, as typed."),
    email: z.string().describe("Where a reply goes."),
    phone: z.string().nullable().describe("The spec's Contact column; optional on the form."),
    subject: z.string(),
    contact_type: z.enum(contactTypes).describe("query, feedback, complaint or support."),
    message: z
      .string()
      .nullable()
      .describe("The message, as typed (render it as text); optional on the form."),
    message_status: z.enum(CONTACT_STATUSES).describe("new, in_progress or resolved."),
    profile_id: z.guid().nullable().describe("The sender's profile when a signed-in member wrote it."),
    user_id: z.guid().nullable().describe("That member's account (the Users screen), or null."),
    replies_count: z.number().int().describe("How many replies the administrators sent."),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .meta({ id: "ContactMessage" });

export type ContactItem = z.output<typeof contactItemSchema>;

export const contactReplySchema = z
  .object({
    id: z.guid(),
    admin_user_id: z.guid().describe("The administrator who wrote it."),
    body: z.string().describe("The reply as e-mailed to the sender."),
    created_at: z.date(),
  })
  .meta({ id: "ContactReply" });

/** GET /api/contacts/get: one message with its replies (oldest first), or a page. */
export const contactsOutput = z.union([
  z.object({
    contact: contactItemSchema.extend({
      replies: z.array(contactReplySchema).describe("The replies sent, oldest first."),
    }),
  }),
  z.object({
    contacts: z.array(contactItemSchema).describe("This page's messages, newest first."),
    total: z.number().int().describe("How many messages match, in all."),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
]);

/** PUT /api/contacts/update: what was done, and the message as it is now with its replies. */
export const contactChangedOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  contact: contactItemSchema.extend({
    replies: z.array(contactReplySchema).describe("The replies sent, oldest first."),
  }),
});

export function presentContact(row: ContactRow): ContactItem {
  const { contact } = row;
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    subject: contact.subject,
    contact_type: contact.contactType,
    message: contact.message,
    message_status: contact.messageStatus,
    profile_id: contact.profileId,
    user_id: row.userId,
    replies_count: row.repliesCount,
    created_at: contact.createdAt,
    updated_at: contact.updatedAt,
  };
}

export function presentReply(row: ReplyRow): z.output<typeof contactReplySchema> {
  return { id: row.id, admin_user_id: row.adminUserId, body: row.body, created_at: row.createdAt };
}
