import { z } from "zod";

/**
 * The optional mails a member may turn off (decision 0026), each a column of mail_preferences.
 * Account mails (sign-up code, password reset, password changed) are not among them: they are
 * not optional.
 */
export const MAIL_KINDS = ["proposals", "messages", "plans"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** What each kind is, as Settings and the unsubscribe page name it. */
export const MAIL_KIND_LABELS: Readonly<Record<MailKind, string>> = {
  proposals: "Proposals",
  messages: "Unread messages",
  plans: "Plan reminders",
};

/** What each kind sends, in a member's words. */
export const MAIL_KIND_DESCRIPTIONS: Readonly<Record<MailKind, string>> = {
  proposals: "A mail when someone sends you a proposal or accepts yours.",
  messages: "At most one mail an hour when messages are waiting unread. It never shows what they say.",
  plans: "A reminder three days before your plan ends, and a note when it has ended.",
};

const kindError = "Mail kind must be proposals, messages or plans.";
export const mailKindField = z.enum(MAIL_KINDS, { error: kindError });

const switchField = (kind: MailKind) =>
  z
    .boolean({ error: `${MAIL_KIND_LABELS[kind]} must be true or false.` })
    .describe(`${MAIL_KIND_DESCRIPTIONS[kind]} True: sent.`);

export const mailPreferencesSchema = z.object({
  proposals: switchField("proposals"),
  messages: switchField("messages"),
  plans: switchField("plans"),
});
export type MailPreferences = z.output<typeof mailPreferencesSchema>;

/** PUT /api/mail-preferences/update: any of the three switches; the others stay as they are. */
export const updateMailPreferencesSchema = mailPreferencesSchema
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    error: "Send at least one of proposals, messages or plans.",
  });

/** The one-click link's query (and the unsubscribe page's): whose mail, and which kind. */
export const unsubscribeSchema = z.object({
  token: z
    .string({ error: "The unsubscribe link is incomplete." })
    .trim()
    .min(1, "The unsubscribe link is incomplete.")
    .max(200, "This unsubscribe link is not valid."),
  kind: mailKindField,
});
