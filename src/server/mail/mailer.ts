import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type Mail = { to: string; subject: string; text: string };

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
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
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
      await db.insert(mailOutbox).values(mail);
    },
    async close() {},
  };
}
