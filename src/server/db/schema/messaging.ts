import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profile";

/**
 * One conversation per pair of members, stored in order (profile_a < profile_b) like connections,
 * so a pair has exactly one row. `last_message_at` orders the conversation list (keyset paging).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileAId: uuid("profile_a_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    profileBId: uuid("profile_b_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    lastMessageId: uuid("last_message_id"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_key").on(t.profileAId, t.profileBId),
    index("conversations_a_last_idx").on(t.profileAId, t.lastMessageAt, t.id),
    index("conversations_b_last_idx").on(t.profileBId, t.lastMessageAt, t.id),
    check("conversations_pair_ordered", sql`${t.profileAId} < ${t.profileBId}`),
  ],
);

/**
 * Why a message was flagged for an admin's review (issue 16's safety notice): it asks for money or
 * payment details, or pushes to move off the platform before the two are connected.
 */
export const messageSafetyFlag = pgEnum("message_safety_flag", ["money", "off_platform"]);

/**
 * A text message between two members. Each side may delete it for themselves (the other keeps
 * it); history pages backwards by (created_at, id).
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** As typed: 1 to 2,000 characters, always rendered as text. */
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    deletedBySenderAt: timestamp("deleted_by_sender_at", { withTimezone: true }),
    deletedByReceiverAt: timestamp("deleted_by_receiver_at", { withTimezone: true }),
    safetyFlag: messageSafetyFlag("safety_flag"),
  },
  (t) => [
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt, t.id),
    // Unread counts and "mark read": only the receiver's unread rows.
    index("messages_unread_idx").on(t.receiverId, t.conversationId).where(sql`${t.readAt} is null`),
    index("messages_flagged_idx").on(t.createdAt).where(sql`${t.safetyFlag} is not null`),
    check("messages_not_to_self", sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/** Member blocking (beyond the spec): hides both members from each other everywhere. */
export const profileBlocks = pgTable(
  "profile_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("profile_blocks_blocked_idx").on(t.blockedId),
    check("profile_blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const reportReason = pgEnum("report_reason", [
  "fake_profile",
  "harassment",
  "scam",
  "inappropriate",
  "other",
]);
export const reportStatus = pgEnum("report_status", ["open", "actioned", "dismissed"]);

/** Where a moderation item came from: a member's report, or the message safety check (issue 16). */
export const reportSource = pgEnum("report_source", ["member", "safety_flag"]);
/** How an administrator closed a moderation item (issue 18). */
export const reportAction = pgEnum("report_action", ["dismiss", "warn", "block", "remove_photo"]);

/**
 * One item of the administrators' moderation queue: a member's report about another member (and
 * optionally one message), or a message the safety check flagged (no reporter then). Closed by an
 * administrator with an action and a reason; the reporter is never shown to the reported member.
 */
export const memberReports = pgTable(
  "member_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a safety flag: nobody reported it. */
    reporterId: uuid("reporter_id").references(() => profiles.id, { onDelete: "cascade" }),
    reportedId: uuid("reported_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    source: reportSource("source").notNull().default("member"),
    /** For a safety flag: what the check found. */
    safetyFlag: messageSafetyFlag("safety_flag"),
    reason: reportReason("reason").notNull(),
    text: text("text"),
    status: reportStatus("status").notNull().default("open"),
    action: reportAction("action"),
    resolutionReason: text("resolution_reason"),
    resolvedBy: uuid("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("member_reports_status_created_idx").on(t.status, t.createdAt),
    index("member_reports_reported_idx").on(t.reportedId),
    // A flagged message enters the queue once, however often the flag is raised.
    uniqueIndex("member_reports_safety_message_key").on(t.messageId).where(sql`${t.source} = 'safety_flag'`),
  ],
);
