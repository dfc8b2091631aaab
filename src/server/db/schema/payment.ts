import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { subscriptionPlans } from "./plan";
import { profiles } from "./profile";

export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "cancelled", "refunded"]);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    basketId: text("basket_id").notNull(),
    /** Null once the member's account is deleted: payments stay for accounting, anonymised. */
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    /** Whole rupees, copied from the plan at checkout. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("PKR"),
    /** The plan's name when it was bought: a plan renamed later does not rewrite a receipt. */
    planName: text("plan_name").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    transactionId: text("transaction_id"),
    /** Shown on the receipt, given when the payment is marked paid: RSH-000123. */
    receiptNumber: text("receipt_number"),
    /** The provider's error code and message of a failed payment, or an administrator's reason. */
    statusCode: text("status_code"),
    statusReason: text("status_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_basket_id_key").on(t.basketId),
    index("payments_created_at_idx").on(t.createdAt),
    uniqueIndex("payments_receipt_number_key").on(t.receiptNumber),
    index("payments_profile_idx").on(t.profileId, t.createdAt),
    index("payments_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every money event, appended and never changed (a trigger refuses UPDATE and DELETE): the payment
 * made, the provider's token asked for, each notification or status answer received with its raw
 * fields and the verdict on it, each status change and who made it.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id").references(() => payments.id),
    /** The basket the event names, kept also when no payment has it (a notification for an unknown basket). */
    basketId: text("basket_id"),
    kind: text("kind").notNull(),
    /** What the service made of it: accepted, replay, bad_hash, amount_mismatch, unknown_basket, … */
    verdict: text("verdict"),
    /** The fields as received or sent (the secured key never). */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** The administrator behind an admin change; null for the member or the provider. */
    actorUserId: uuid("actor_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId, t.createdAt)],
);
