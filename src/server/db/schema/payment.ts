import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { subscriptionPlans } from "./plan";
import { profiles } from "./profile";

export const paymentStatus = pgEnum("payment_status", ["pending", "paid", "failed", "cancelled"]);

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
    status: paymentStatus("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    transactionId: text("transaction_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_basket_id_key").on(t.basketId),
    index("payments_created_at_idx").on(t.createdAt),
  ],
);
