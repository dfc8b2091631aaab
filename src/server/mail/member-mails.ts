import { formatDateTime, formatQuantity, formatRupees } from "@/lib/format";
import { MAIL_KIND_LABELS, type MailKind } from "@/lib/validation/mail-preferences";

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
function footer(kind: MailKind): string {
  return `You get this mail because "${MAIL_KIND_LABELS[kind]}" mail is on in your Rishta settings. To stop these mails, open:`;
}

export function renderMemberMail(
  content: MemberMailContent,
  recipientName: string,
  kind: MailKind,
  unsubscribeLink: string,
): { subject: string; text: string; html: string } {
  const greeting = `Assalam-o-Alaikum ${recipientName},`;
  const text = [
    greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    `${content.action.label}:`,
    content.action.link,
    "",
    "—",
    footer(kind),
    unsubscribeLink,
  ].join("\n");
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(content.action.link)}">${escapeHtml(content.action.label)}</a></p>`,
    `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(footer(kind))} <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>`,
    "</body></html>",
  ].join("\n");
  return { subject: content.subject, text, html };
}

export const memberMails = {
  proposalReceived(senderName: string, link: string): MemberMailContent {
    return {
      subject: `New proposal from ${senderName}`,
      paragraphs: [`${senderName} has sent you a proposal on Rishta. You can accept or decline it.`],
      action: { label: "See the proposal", link },
    };
  },

  proposalAccepted(receiverName: string, link: string): MemberMailContent {
    return {
      subject: `${receiverName} accepted your proposal`,
      paragraphs: [
        `${receiverName} has accepted your proposal on Rishta. You are now connected and can see each other's contact details.`,
      ],
      action: { label: "See your connection", link },
    };
  },

  /** Counts only: what a message says stays on the site, where only the two of them read it. */
  messagesDigest(messages: number, senders: number, link: string): MemberMailContent {
    return {
      subject: `You have ${formatQuantity(messages, "unread message")} on Rishta`,
      paragraphs: [
        `${formatQuantity(messages, "message")} from ${formatQuantity(senders, "member")} ${messages === 1 ? "is" : "are"} waiting for you on Rishta.`,
      ],
      action: { label: "Read your messages", link },
    };
  },

  planExpiring(planName: string, endDate: Date, link: string): MemberMailContent {
    return {
      subject: `Your ${planName} plan ends soon`,
      paragraphs: [
        `Your ${planName} plan ends on ${formatDateTime(endDate)}. After that your account moves to the Free plan and its limits.`,
        "To keep your plan's benefits, renew it before then.",
      ],
      action: { label: "See the plans", link },
    };
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
  }): MemberMailContent {
    return {
      subject: `Payment received: your ${payment.planName} plan`,
      paragraphs: [
        `We received your payment of ${formatRupees(payment.amount)} for the ${payment.planName} plan (receipt ${payment.receiptNumber}).`,
        payment.queued
          ? `It starts on ${formatDateTime(payment.startDate)}, when your current plan ends, and runs until ${formatDateTime(payment.endDate)}.`
          : `It is active now and runs until ${formatDateTime(payment.endDate)}.`,
      ],
      action: { label: "See your receipt", link: payment.link },
    };
  },

  planExpired(planName: string, link: string): MemberMailContent {
    return {
      subject: `Your ${planName} plan has ended`,
      paragraphs: [
        `Your ${planName} plan has ended, and your account is on the Free plan now. Your profile, proposals, connections and messages stay as they are.`,
      ],
      action: { label: "See the plans", link },
    };
  },
};
