import { z } from "zod";
import { phoneField } from "./auth";
import { contactMessages, contactTypes, MESSAGE_MAX_LENGTH } from "./contact-rules";
import { idField } from "./id";

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
