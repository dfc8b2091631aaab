import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
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
    /**
     * False: no longer offered (hidden from the packages page, refused at checkout). A plan that
     * was ever bought is deactivated instead of deleted, so its payments and periods keep it.
     */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscription_plans_name_key").on(t.name)],
);

/** A member's current plan and its usage counters (spec "user_subscription_info"). */
export const profileSubscriptions = pgTable(
  "profile_subscriptions",
  {
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
    /**
     * When the next queued period (subscription_periods) starts; null when none waits. A send or a
     * sweep that finds it passed moves the member onto that period (decision 0027).
     */
    nextPeriodStart: timestamp("next_period_start", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Users screen's plan filter and the broadcasts' plan segment.
    index("profile_subscriptions_plan_idx").on(t.planId),
    index("profile_subscriptions_next_period_idx")
      .on(t.nextPeriodStart)
      .where(sql`${t.nextPeriodStart} is not null`),
  ],
);

export const subscriptionPeriodSource = pgEnum("subscription_period_source", ["payment", "admin"]);

/**
 * Every paid or granted plan period of a member, past, running and queued (decision 0027): the
 * history the subscription page shows and the truth profile_subscriptions follows. A period bought
 * while another runs starts where the last one ends. `payment_id` is unique, so one payment can
 * start at most one period however often its notification arrives.
 */
export const subscriptionPeriods = pgTable(
  "subscription_periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    /** The payment that bought it; null when an administrator granted it. */
    paymentId: uuid("payment_id"),
    source: subscriptionPeriodSource("source").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** Set when it was cut short (a refund, an administrator ending it): it grants nothing after. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason"),
    /** The administrator who granted it (source admin). */
    grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscription_periods_payment_id_key").on(t.paymentId),
    index("subscription_periods_profile_idx").on(t.profileId, t.startDate),
    index("subscription_periods_end_date_idx").on(t.endDate),
    check("subscription_periods_dates", sql`${t.endDate} > ${t.startDate}`),
  ],
);
