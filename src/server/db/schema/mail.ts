import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Development outbox: where mail goes when no SMTP server is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt)],
);

/** Where a mail job is: waiting (or waiting to be retried), being sent under a lease, done, given up. */
export const mailJobStatus = pgEnum("mail_job_status", ["queued", "sending", "sent", "failed"]);

/** What a job carries: the mail as the account mailers built it (decision 0022). */
export type MailJobPayload = {
  subject: string;
  text?: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, decision 0026); jsonb, so no migration. */
  headers?: Record<string, string>;
};

/**
 * Durable outgoing mail (decision 0022): every mail is a row first, sent by a worker that claims it
 * under a lease, retried with back-off, and at most one job per idempotency key.
 */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").$type<MailJobPayload>().notNull(),
    status: mailJobStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // The worker's question: what is due (queued by run_at, or sending with a lapsed lease)?
    index("mail_jobs_due_idx").on(t.status, t.runAt),
    index("mail_jobs_created_at_idx").on(t.createdAt),
  ],
);
