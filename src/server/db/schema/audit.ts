import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What administrators did, with who, when and why (issue 17 for plans, payments and
 * subscriptions; the admin console adds its own actions): appended, never changed.
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Kept as a plain id: the record outlives the administrator's account. */
    adminUserId: uuid("admin_user_id").notNull(),
    /** verb.noun: plan.create, plan.update, plan.deactivate, payment.refund, subscription.grant, … */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    /** What changed: the fields before and after, or the values given. */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_actions_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("admin_actions_created_at_idx").on(t.createdAt),
  ],
);
