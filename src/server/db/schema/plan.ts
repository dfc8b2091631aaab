import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile";

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Whole rupees (PKR). */
    price: integer("price").notNull(),
    messagesLimit: integer("messages_limit").notNull(),
    proposalsLimit: integer("proposals_limit").notNull(),
    /** Days; null for the Free plan, whose counters reset every 30 days instead. */
    duration: integer("duration"),
    /** The plan includes verification (the verified badge). */
    profileStatus: boolean("profile_status").notNull().default(false),
    featuredProfile: boolean("featured_profile").notNull().default(false),
    /** The one plan every member falls back to; it cannot be bought. */
    isFree: boolean("is_free").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscription_plans_name_key").on(t.name)],
);

/** A member's current plan and its usage counters (spec "user_subscription_info"). */
export const profileSubscriptions = pgTable("profile_subscriptions", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  planId: uuid("plan_id")
    .notNull()
    .references(() => subscriptionPlans.id),
  messagesSent: integer("messages_sent").notNull().default(0),
  proposalsSent: integer("proposals_sent").notNull().default(0),
  startDate: timestamp("start_date", { withTimezone: true }).notNull().defaultNow(),
  endDate: timestamp("end_date", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
