import type { Mail } from "../mail/mailer";
import { escapeHtml } from "../mail/member-mails";

/**
 * An administrator's answer to a contact-form message (issue 18): sent to whoever wrote, member or
 * not, so it carries no unsubscribe link (it answers their own message, once). The reply is quoted
 * in full; their own message is quoted below it so the answer reads on its own.
 */
export function contactReplyMail(contact: {
  email: string;
  name: string;
  subject: string;
  message: string | null;
  reply: string;
}): Mail {
  // A subject typed with line breaks must not become extra header lines.
  const subject = `Re: ${contact.subject.replace(/[\r\n]+/g, " ")}`;
  const greeting = `Assalam-o-Alaikum ${contact.name},`;
  const signature = "The Rishta team";
  const quoted = contact.message
    ? ["", "You wrote:", ...contact.message.split("\n").map((line) => `> ${line}`)]
    : [];
  const text = [greeting, "", contact.reply, "", signature, ...quoted].join("\n");
  const paragraphs = contact.reply
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`);
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    `<p>${escapeHtml(signature)}</p>`,
    ...(contact.message
      ? [
          '<hr><p style="font-size:12px;color:#6b7280">You wrote:</p>',
          `<blockquote style="font-size:12px;color:#6b7280;white-space:pre-wrap">${escapeHtml(contact.message)}</blockquote>`,
        ]
      : []),
    "</body></html>",
  ].join("\n");
  return { to: contact.email, subject, text, html };
}
