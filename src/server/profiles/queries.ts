import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  partnerRequirements,
  profileDrafts,
  profileSubscriptions,
  profiles,
  subscriptionPlans,
  users,
} from "../db/schema";
import { findCoveringPeriod } from "../plans/periods";

export async function findProfileById(db: Db, profileId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return row ?? null;
}

export async function findProfileByUserId(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

/** Whether the account is active: neither blocked by an admin nor deleted. */
export async function isAccountActive(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.status === "active";
}

export async function findPartnerRequirements(db: Db, profileId: string) {
  const [row] = await db
    .select()
    .from(partnerRequirements)
    .where(eq(partnerRequirements.profileId, profileId))
    .limit(1);
  return row ?? null;
}

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Writes the columns and answers the row as it now stands (null when there is none). */
export async function updateProfileColumns(
  db: Db,
  profileId: string,
  columns: Partial<typeof profiles.$inferInsert>,
) {
  const [row] = await db
    .update(profiles)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(profiles.id, profileId))
    .returning();
  return row ?? null;
}

export async function upsertPartnerRequirements(
  db: Db,
  profileId: string,
  columns: Omit<typeof partnerRequirements.$inferInsert, "profileId">,
): Promise<void> {
  await db
    .insert(partnerRequirements)
    .values({ profileId, ...columns })
    .onConflictDoUpdate({ target: partnerRequirements.profileId, set: columns });
}

/** An active plan that includes `featured_profile` puts a profile first (DESIGN.md §3). */
export const featuredSql = sql<boolean>`exists (
  select 1 from ${profileSubscriptions}
  join ${subscriptionPlans} on ${subscriptionPlans.id} = ${profileSubscriptions.planId}
  where ${profileSubscriptions.profileId} = ${profiles.id}
    and ${subscriptionPlans.featuredProfile}
    and (${profileSubscriptions.endDate} is null or ${profileSubscriptions.endDate} > now())
)`;

export async function isFeatured(db: Db, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profileSubscriptions.profileId })
    .from(profileSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
    .where(
      and(
        eq(profileSubscriptions.profileId, profileId),
        eq(subscriptionPlans.featuredProfile, true),
        or(isNull(profileSubscriptions.endDate), gt(profileSubscriptions.endDate, new Date())),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findSubscription(db: Db, profileId: string) {
  const [row] = await db
    .select({ subscription: profileSubscriptions, plan: subscriptionPlans })
    .from(profileSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, profileSubscriptions.planId))
    .where(eq(profileSubscriptions.profileId, profileId))
    .limit(1);
  if (!row) return null;
  const next = row.subscription.nextPeriodStart;
  // A queued plan that has begun since the row was brought in line is the one in force (a read
  // does not write: the next send or the sweep moves the row).
  if (next && next <= new Date()) {
    const covering = await findCoveringPeriod(db, profileId);
    if (covering)
      return {
        ...row,
        due: { plan: covering.plan, startDate: covering.period.startDate, endDate: covering.period.endDate },
      };
  }
  return row;
}

export async function findDraft(db: Db, profileId: string) {
  const [row] = await db.select().from(profileDrafts).where(eq(profileDrafts.profileId, profileId)).limit(1);
  return row ?? null;
}

export async function upsertDraft(db: Db, profileId: string, step: number, data: Record<string, unknown>) {
  const updatedAt = new Date();
  await db
    .insert(profileDrafts)
    .values({ profileId, step, data, updatedAt })
    .onConflictDoUpdate({ target: profileDrafts.profileId, set: { step, data, updatedAt } });
  return updatedAt;
}

export async function deleteDraft(db: Db, profileId: string): Promise<void> {
  await db.delete(profileDrafts).where(eq(profileDrafts.profileId, profileId));
}
