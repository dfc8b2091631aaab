import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML twin of `text`, for the member mails (account mails are text only). */
  html?: string;
  /** Extra headers: the optional mails' List-Unsubscribe pair (RFC 8058, decision 0026). */
  headers?: Record<string, string>;
  /** The Message-ID, `<local@domain>`: one per mail job, the same on every attempt (jobs.ts). */
  messageId?: string;
};

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery over SMTP (nodemailer), for production and for the SMTP peer in tests. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** Without SMTP, mail lands in a table that the dev-only /dev/mail page lists. */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(mail) {
      // The dev outbox keeps what a reader follows: the text (with its links), not the HTML twin.
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {},
  };
}
