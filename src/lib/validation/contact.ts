import { z } from "zod";
import { phoneField } from "./auth";

/** Spec §3 contact types, in the order the form offers them. */
export const contactTypes = ["query", "feedback", "complaint", "support"] as const;
export type ContactType = (typeof contactTypes)[number];

export const contactTypeLabels: Record<ContactType, string> = {
  query: "Query",
  feedback: "Feedback",
  complaint: "Complaint",
  support: "Support",
};

export const MESSAGE_MAX_LENGTH = 5000;

const NAME_MESSAGE = "Name must be at least 3 characters";
const EMAIL_MESSAGE = "Invalid email format";
const SUBJECT_MESSAGE = "Subject is required";
const PHONE_MESSAGE = "Please enter a valid phone number (including country code)";

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
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(3, NAME_MESSAGE)
    .max(100, "Name must be at most 100 characters"),
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
    .max(200, "Subject must be at most 200 characters"),
  contact_type: z
    .enum(contactTypes, { error: "Please choose the type of message: query, feedback, complaint or support" })
    .default("query"),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(
      MESSAGE_MAX_LENGTH,
      `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`,
    )
    .nullish()
    .transform(blankToUndefined),
  website: z.string().max(2000).optional(),
  profile_id: z.uuid({ error: "profile_id must be a valid id" }).nullish(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;
