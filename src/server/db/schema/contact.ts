import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile";

export const contactType = pgEnum("contact_type", ["query", "feedback", "complaint", "support"]);
export const contactMessageStatus = pgEnum("contact_message_status", ["new", "in_progress", "resolved"]);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    contactType: contactType("contact_type").notNull().default("query"),
    message: text("message"),
    messageStatus: contactMessageStatus("message_status").notNull().default("new"),
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_status_idx").on(t.messageStatus, t.createdAt)],
);
