import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments, subscriptionPeriods, subscriptionPlans } from "../db/schema";

/**
 * A member's plan periods (subscription_periods), newest start first, each with its plan's name:
 * the name the payment kept when it was bought, else the plan's own (an administrator's grant).
 */
export function listPeriods(db: Db, profileId: string) {
  return db
    .select({
      period: subscriptionPeriods,
      planName: subscriptionPlans.name,
      paidPlanName: payments.planName,
    })
    .from(subscriptionPeriods)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPeriods.planId))
    .leftJoin(payments, eq(payments.id, subscriptionPeriods.paymentId))
    .where(eq(subscriptionPeriods.profileId, profileId))
    .orderBy(desc(subscriptionPeriods.startDate), desc(subscriptionPeriods.createdAt));
}

export type PeriodListRow = Awaited<ReturnType<typeof listPeriods>>[number];
