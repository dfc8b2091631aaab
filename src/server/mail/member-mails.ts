import type { Locale } from "@/i18n/locales";
import { formatDateTime, formatRupees } from "@/lib/format";
import type { MailKind } from "@/lib/validation/mail-preferences";
import { htmlLanguageAttributes, type MailTranslator, mailTranslator } from "./translate";

/**
 * The optional mails (decision 0026), in one place like the account mails: a text body and a
 * simple HTML twin saying the same, each ending with how to turn that kind off. They name the
 * other member only as the recipient may see them, and never quote a message.
 */

export type MemberMailContent = { subject: string; paragraphs: readonly string[]; action: Action };
type Action = { label: string; link: string };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

/** The footer's words: why this mail came and the one link that stops its kind. */
function footer(t: MailTranslator, kind: MailKind): string {
  return t("member.footer", { kind: t(`kinds.${kind}`) });
}

/**
 * An optional mail's words in the recipient's language (issue 19), made when the recipient (and
 * so their language) is known: `queueMemberMail` calls it with their `users.locale`.
 */
export type LocalizedMemberMail = (t: MailTranslator, locale: Locale) => MemberMailContent;

export function renderMemberMail(
  content: LocalizedMemberMail,
  recipientName: string,
  kind: MailKind,
  unsubscribeLink: string,
  locale: Locale = "en",
): { subject: string; text: string; html: string } {
  const t = mailTranslator(locale);
  const mail = content(t, locale);
  const greeting = t("greeting", { name: recipientName });
  const text = [
    greeting,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    `${mail.action.label}:`,
    mail.action.link,
    "",
    "—",
    footer(t, kind),
    unsubscribeLink,
  ].join("\n");
  const html = [
    `<!doctype html><html ${htmlLanguageAttributes(locale)}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(mail.action.link)}">${escapeHtml(mail.action.label)}</a></p>`,
    `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer(t, kind))} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(t("member.unsubscribe"))}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { subject: mail.subject, text, html };
}

export const memberMails = {
  proposalReceived(senderName: string, link: string): LocalizedMemberMail {
    return (t) => ({
      subject: t("proposalReceived.subject", { name: senderName }),
      paragraphs: [t("proposalReceived.body", { name: senderName })],
      action: { label: t("proposalReceived.action"), link },
    });
  },

  proposalAccepted(receiverName: string, link: string): LocalizedMemberMail {
    return (t) => ({
      subject: t("proposalAccepted.subject", { name: receiverName }),
      paragraphs: [t("proposalAccepted.body", { name: receiverName })],
      action: { label: t("proposalAccepted.action"), link },
    });
  },

  /** Counts only: what a message says stays on the site, where only the two of them read it. */
  messagesDigest(messages: number, senders: number, link: string): LocalizedMemberMail {
    return (t) => ({
      subject: t("messagesDigest.subject", { messages }),
      paragraphs: [t("messagesDigest.body", { messages, senders })],
      action: { label: t("messagesDigest.action"), link },
    });
  },

  planExpiring(planName: string, endDate: Date, link: string): LocalizedMemberMail {
    return (t, locale) => ({
      subject: t("planExpiring.subject", { plan: planName }),
      paragraphs: [
        t("planExpiring.body", { plan: planName, date: formatDateTime(endDate, locale) }),
        t("planExpiring.renew"),
      ],
      action: { label: t("planExpiring.action"), link },
    });
  },

  /** The receipt of a payment the provider confirmed (issue 17), with when the plan runs. */
  paymentSucceeded(payment: {
    planName: string;
    amount: number;
    receiptNumber: string;
    startDate: Date;
    endDate: Date;
    queued: boolean;
    link: string;
  }): LocalizedMemberMail {
    return (t, locale) => {
      const end = formatDateTime(payment.endDate, locale);
      return {
        subject: t("paymentSucceeded.subject", { plan: payment.planName }),
        paragraphs: [
          t("paymentSucceeded.body", {
            amount: formatRupees(payment.amount, locale),
            plan: payment.planName,
            receipt: payment.receiptNumber,
          }),
          payment.queued
            ? t("paymentSucceeded.queued", { start: formatDateTime(payment.startDate, locale), end })
            : t("paymentSucceeded.active", { end }),
        ],
        action: { label: t("paymentSucceeded.action"), link: payment.link },
      };
    };
  },

  planExpired(planName: string, link: string): LocalizedMemberMail {
    return (t) => ({
      subject: t("planExpired.subject", { plan: planName }),
      paragraphs: [t("planExpired.body", { plan: planName })],
      action: { label: t("planExpired.action"), link },
    });
  },
};
