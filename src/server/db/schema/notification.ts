import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    /**
     * Notifications with the same key collapse into one while it is unread (a thread's new
     * messages: `message:<conversation id>`); null for notifications that never collapse.
     */
    collapseKey: text("collapse_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_read_idx").on(t.userId, t.readAt),
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    uniqueIndex("notifications_unread_collapse_key")
      .on(t.userId, t.collapseKey)
      .where(sql`${t.readAt} is null and ${t.collapseKey} is not null`),
  ],
);

/**
 * Every event pushed to a member (a new message, a read receipt, a notification), in order. The
 * id is what the event stream sends as its event id, so a reconnecting tab asks for what came
 * after the last one it saw; rows are purged after a day.
 */
export const memberEvents = pgTable(
  "member_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("member_events_user_id_idx").on(t.userId, t.id),
    index("member_events_created_idx").on(t.createdAt),
  ],
);

/**
 * Which mails a member wants besides the account's own (sign-up, reset, password changes): each
 * kind can be turned off in Settings or by the one-click link in every such mail, which carries
 * `unsubscribe_token`. A member without a row gets every kind.
 */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    proposals: boolean("proposals").notNull().default(true),
    messages: boolean("messages").notNull().default(true),
    plans: boolean("plans").notNull().default(true),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    /** When the last unread-messages digest went out: at most one an hour. */
    messagesDigestAt: timestamp("messages_digest_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mail_preferences_unsubscribe_token_key").on(t.unsubscribeToken)],
);
