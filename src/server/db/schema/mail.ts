import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
