import { z } from "zod";
import { phoneField } from "./auth";
import { contactMessages, contactTypes, MESSAGE_MAX_LENGTH } from "./contact-rules";
import { idField } from "./id";
import { pagingSchema } from "./users";

export { type ContactType, contactTypeLabels, contactTypes, MESSAGE_MAX_LENGTH } from "./contact-rules";

const NAME_MESSAGE = contactMessages.name;
const EMAIL_MESSAGE = contactMessages.email;
const SUBJECT_MESSAGE = contactMessages.subject;
const PHONE_MESSAGE = contactMessages.phonePattern;

/** Empty text (or null, as some clients send for a blank optional field) counts as not given. */
function blankToUndefined(value: string | null | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

/**
 * Spec §5 contact form, with its messages verbatim; shared by the form and `POST /api/contacts`.
 * `website` is a honeypot: people never see it, so anything in it marks a bot (the use case
 * answers as if it stored the message and stores nothing). `profile_id` is accepted because the
 * spec's payload carries it, but the sender's profile always comes from the session.
 */
export const contactSchema = z.object({
  name: z.string({ error: NAME_MESSAGE }).trim().min(3, NAME_MESSAGE).max(100, contactMessages.nameTooLong),
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .min(1, EMAIL_MESSAGE)
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE)),
  phone: z.string({ error: PHONE_MESSAGE }).nullish().transform(blankToUndefined).pipe(phoneField.optional()),
  subject: z
    .string({ error: SUBJECT_MESSAGE })
    .trim()
    .min(3, SUBJECT_MESSAGE)
    .max(200, contactMessages.subjectTooLong),
  contact_type: z
    .enum(contactTypes, { error: "Please choose the type of message: query, feedback, complaint or support" })
    .default("query"),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(MESSAGE_MAX_LENGTH, contactMessages.messageTooLong)
    .nullish()
    .transform(blankToUndefined),
  website: z.string({ error: "Leave the website field empty." }).max(2000).optional(),
  profile_id: idField("profile_id").nullish(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;

/** The contact messages' statuses (DESIGN.md §3), in their forward order. */
export const CONTACT_STATUSES = ["new", "in_progress", "resolved"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactStatusLabels: Record<ContactStatus, string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
};

export const CONTACT_REPLY_MAX = 5000;

export const contactAdminMessages = {
  status: "Status must be one of new, in_progress, resolved",
  type: "Contact type must be one of query, feedback, complaint, support",
  reply: "Please write the reply.",
  replyTooLong: `The reply must be at most ${CONTACT_REPLY_MAX.toLocaleString("en-US")} characters.`,
  nothing: "Give a new message_status, a reply, or both.",
} as const;

/**
 * GET /api/contacts/get (administrators): one message (`contact_id`) with its replies, or a page,
 * newest first, searched by name, e-mail, phone or subject and filtered by status and type.
 */
export const getContactsSchema = z
  .object({
    contact_id: idField("contact_id").optional(),
    message_status: z.enum(CONTACT_STATUSES, { error: contactAdminMessages.status }).optional(),
    contact_type: z.enum(contactTypes, { error: contactAdminMessages.type }).optional(),
  })
  .extend(pagingSchema.shape);

/** The reply an administrator writes; shared by the console's form and the API. */
export const contactReplyField = z
  .string({ error: contactAdminMessages.reply })
  .trim()
  .min(1, contactAdminMessages.reply)
  .max(CONTACT_REPLY_MAX, contactAdminMessages.replyTooLong);

/** PUT /api/contacts/update: a status change, a reply by e-mail, or both. */
export const updateContactSchema = z
  .object({
    contact_id: idField("contact_id"),
    message_status: z.enum(CONTACT_STATUSES, { error: contactAdminMessages.status }).optional(),
    reply: contactReplyField.optional(),
  })
  .refine((input) => input.message_status !== undefined || input.reply !== undefined, {
    message: contactAdminMessages.nothing,
    path: ["message_status"],
  });

/** DELETE /api/contacts/delete: `{contact_id}` in a JSON body (spec §7). */
export const deleteContactSchema = z.object({ contact_id: idField("contact_id") });
