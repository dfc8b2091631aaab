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

/** An administrator's e-mail answer to a contact message, kept with it (issue 18). */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    adminUserId: uuid("admin_user_id").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_contact_idx").on(t.contactId, t.createdAt)],
);
