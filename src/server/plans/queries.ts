import { asc, desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscriptionPlans } from "../db/schema";

export type PlanRow = typeof subscriptionPlans.$inferSelect;

/** Every plan, Free first, then by price (cheapest first), then by name. */
export function listPlans(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .orderBy(desc(subscriptionPlans.isFree), asc(subscriptionPlans.price), asc(subscriptionPlans.name));
}
