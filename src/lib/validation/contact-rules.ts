/**
 * Spec §5 contact form rules with no dependencies, so the public contact page can check its form
 * in the browser without shipping zod and libphonenumber (about 60 KB of gzipped JavaScript).
 * `contactSchema` (contact.ts) is what the server enforces; a unit test holds the two to the same
 * messages for the same input. The server alone checks that a phone number really exists for its
 * country, with the same message as the pattern check.
 */
export const contactTypes = ["query", "feedback", "complaint", "support"] as const;
export type ContactType = (typeof contactTypes)[number];

export const contactTypeLabels: Record<ContactType, string> = {
  query: "Query",
  feedback: "Feedback",
  complaint: "Complaint",
  support: "Support",
};

export const MESSAGE_MAX_LENGTH = 5000;

export const contactMessages = {
  name: "Name must be at least 3 characters",
  nameTooLong: "Name must be at most 100 characters",
  email: "Invalid email format",
  subject: "Subject is required",
  subjectTooLong: "Subject must be at most 200 characters",
  phoneDigits: "Phone number must be at least 10 digits",
  phonePattern: "Please enter a valid phone number (including country code)",
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`,
} as const;

export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  contact_type: ContactType;
  message: string;
};

/** The same shape of address zod's z.email() accepts, for instant feedback. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem of each field, in the spec's words; empty when the form may be sent. */
export function checkContactForm(
  values: ContactFormValues,
): Partial<Record<keyof ContactFormValues, string>> {
  const problems: Partial<Record<keyof ContactFormValues, string>> = {};
  const name = values.name.trim();
  if (name.length < 3) problems.name = contactMessages.name;
  else if (name.length > 100) problems.name = contactMessages.nameTooLong;

  const email = values.email.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) problems.email = contactMessages.email;

  const phone = values.phone.trim().replace(/[\s()-]/g, "");
  if (phone) {
    if (phone.replace(/\D/g, "").length < 10) problems.phone = contactMessages.phoneDigits;
    else if (!/^\+?[1-9]\d{1,14}$/.test(phone)) problems.phone = contactMessages.phonePattern;
  }

  const subject = values.subject.trim();
  if (subject.length < 3) problems.subject = contactMessages.subject;
  else if (subject.length > 200) problems.subject = contactMessages.subjectTooLong;

  if (values.message.trim().length > MESSAGE_MAX_LENGTH) problems.message = contactMessages.messageTooLong;
  return problems;
}
