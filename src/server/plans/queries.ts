import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { subscriptionPlans } from "../db/schema";

export type PlanRow = typeof subscriptionPlans.$inferSelect;

const planOrder = [desc(subscriptionPlans.isFree), asc(subscriptionPlans.price), asc(subscriptionPlans.name)];

/** Every plan, Free first, then by price (cheapest first), then by name; `activeOnly`: those on offer. */
export function listPlans(db: Db, filter: { activeOnly?: boolean } = {}): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(filter.activeOnly ? eq(subscriptionPlans.active, true) : undefined)
    .orderBy(...planOrder);
}

/** One plan by id, or null. */
export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
  return row ?? null;
}

/** The plan (other than `exceptId`) whose name is `name`, letter case aside, or null. */
export async function findPlanNamed(db: Db, name: string, exceptId?: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        sql`lower(${subscriptionPlans.name}) = lower(${name})`,
        exceptId ? ne(subscriptionPlans.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * How much a plan is in use: payments made for it (any status), periods, members on it now. Written
 * with qualified names: Drizzle leaves columns of a one-table select unqualified, which inside the
 * subquery would name the subquery's own table.
 */
const usageOf = (table: string) =>
  sql<number>`(select count(*) from ${sql.raw(`"${table}"`)} u where u."plan_id" = "subscription_plans"."id")::int`;
const usage = {
  payments: usageOf("payments"),
  periods: usageOf("subscription_periods"),
  subscribers: usageOf("profile_subscriptions"),
};

export type PlanWithUsage = { plan: PlanRow; payments: number; periods: number; subscribers: number };

/** One plan with its usage, or null. */
export async function findPlanWithUsage(db: Db, id: string): Promise<PlanWithUsage | null> {
  const [row] = await db
    .select({ plan: subscriptionPlans, ...usage })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
    .limit(1);
  return row ?? null;
}

/** A page of every plan, active or not, with its usage; `search` matches the name. */
export async function listPlansWithUsage(
  db: Db,
  filter: { search?: string },
  paging: { page: number; pageSize: number },
): Promise<{ items: PlanWithUsage[]; total: number }> {
  const where: SQL | undefined = filter.search
    ? ilike(subscriptionPlans.name, containsPattern(filter.search))
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ plan: subscriptionPlans, ...usage })
      .from(subscriptionPlans)
      .where(where)
      .orderBy(...planOrder)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ value: count() }).from(subscriptionPlans).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
