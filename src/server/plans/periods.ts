import { and, asc, desc, eq, gt, isNull, lte, max, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profileSubscriptions, subscriptionPeriods, subscriptionPlans } from "../db/schema";
import { findFreePlan } from "./effective-plan";
import type { PlanRow } from "./queries";

export const DAY_MS = 24 * 60 * 60 * 1000;

export type PeriodRow = typeof subscriptionPeriods.$inferSelect;

/** The period running at `now` (not cut short), with its plan; null when the member is on Free. */
export async function findCoveringPeriod(
  db: Db,
  profileId: string,
  now: Date = new Date(),
): Promise<{ period: PeriodRow; plan: PlanRow } | null> {
  const [row] = await db
    .select({ period: subscriptionPeriods, plan: subscriptionPlans })
    .from(subscriptionPeriods)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPeriods.planId))
    .where(
      and(
        eq(subscriptionPeriods.profileId, profileId),
        isNull(subscriptionPeriods.endedAt),
        lte(subscriptionPeriods.startDate, now),
        gt(subscriptionPeriods.endDate, now),
      ),
    )
    .orderBy(desc(subscriptionPeriods.startDate))
    .limit(1);
  return row ?? null;
}

/** The member's periods that still grant, or will grant, something at `now` (not cut short, not over). */
function openPeriodsOf(profileId: string, now: Date) {
  return and(
    eq(subscriptionPeriods.profileId, profileId),
    isNull(subscriptionPeriods.endedAt),
    gt(subscriptionPeriods.endDate, now),
  );
}

/** The start of the next period that has not begun, or null. */
async function findNextStart(db: Db, profileId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ start: subscriptionPeriods.startDate })
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.profileId, profileId),
        isNull(subscriptionPeriods.endedAt),
        gt(subscriptionPeriods.startDate, now),
      ),
    )
    .orderBy(asc(subscriptionPeriods.startDate))
    .limit(1);
  return row?.start ?? null;
}

/**
 * Locks the member's subscription row for the rest of the transaction (every change to a member's
 * periods and counters goes through it, so two of them never interleave).
 */
async function lockRow(tx: Db, profileId: string, freePlanId: string) {
  const lock = () =>
    tx.select().from(profileSubscriptions).where(eq(profileSubscriptions.profileId, profileId)).for("update");
  let [row] = await lock();
  if (!row) {
    await tx.insert(profileSubscriptions).values({ profileId, planId: freePlanId }).onConflictDoNothing();
    [row] = await lock();
  }
  if (!row) throw new Error(`no subscription row for profile ${profileId}`);
  return row;
}

/**
 * Brings profile_subscriptions (the plan in force and its counters, which the limits, the
 * listing's featured rank and the screens read) into line with the member's periods at `now`:
 * the covering period's plan (counters from zero when it is a new period), or Free when none
 * covers now. A paid plan in the row with no period behind it (none starts when it started) is left
 * alone: it was put there outside the periods and ends by its own date.
 */
export async function syncCurrentSubscription(
  tx: Db,
  profileId: string,
  now: Date = new Date(),
): Promise<void> {
  const freePlan = await findFreePlan(tx);
  const stored = await lockRow(tx, profileId, freePlan.id);
  const [covering, nextPeriodStart] = await Promise.all([
    findCoveringPeriod(tx, profileId, now),
    findNextStart(tx, profileId, now),
  ]);
  const set = (values: Partial<typeof profileSubscriptions.$inferInsert>) =>
    tx
      .update(profileSubscriptions)
      .set({ ...values, nextPeriodStart, updatedAt: sql`now()` })
      .where(eq(profileSubscriptions.profileId, profileId));

  if (covering) {
    const { period } = covering;
    const samePeriod =
      stored.planId === period.planId && stored.startDate.getTime() === period.startDate.getTime();
    if (samePeriod) return void (await set({ endDate: period.endDate }));
    return void (await set({
      planId: period.planId,
      startDate: period.startDate,
      endDate: period.endDate,
      messagesSent: 0,
      proposalsSent: 0,
    }));
  }
  if (stored.planId === freePlan.id) return void (await set({}));
  const [managed] = await tx
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(
      and(eq(subscriptionPeriods.profileId, profileId), eq(subscriptionPeriods.startDate, stored.startDate)),
    )
    .limit(1);
  const stillRunning = stored.endDate !== null && stored.endDate > now;
  if (!managed && stillRunning) return void (await set({}));
  // Free from the moment the paid plan stopped: its natural end, or now when cut short.
  const freeFrom = stored.endDate && stored.endDate <= now ? stored.endDate : now;
  await set({ planId: freePlan.id, startDate: freeFrom, endDate: null, messagesSent: 0, proposalsSent: 0 });
}

/**
 * Starts a paid plan for `plan.duration` days (DESIGN.md §3, decision 0027): at once when no paid
 * period runs, else queued to begin where the last one in force ends ("queue"); or at once, cutting
 * short whatever runs ("now", an administrator's grant), with queued periods moved to follow it.
 * Answers the new period. Call it inside the transaction that records why (the payment, the grant).
 */
export async function startPlanPeriod(
  tx: Db,
  input: {
    profileId: string;
    plan: PlanRow;
    source: "payment" | "admin";
    paymentId?: string;
    grantedBy?: string;
    mode?: "queue" | "now";
    now?: Date;
  },
): Promise<PeriodRow> {
  const now = input.now ?? new Date();
  if (input.plan.isFree || !input.plan.duration)
    throw new Error("startPlanPeriod: the Free plan has no periods");
  const freePlan = await findFreePlan(tx);
  const stored = await lockRow(tx, input.profileId, freePlan.id);

  let start = now;
  if (input.mode === "now") {
    await tx
      .update(subscriptionPeriods)
      .set({ endedAt: now, endReason: "replaced by an administrator's grant" })
      .where(
        and(
          eq(subscriptionPeriods.profileId, input.profileId),
          isNull(subscriptionPeriods.endedAt),
          lte(subscriptionPeriods.startDate, now),
          gt(subscriptionPeriods.endDate, now),
        ),
      );
  } else {
    start = await queuedStart(tx, input.profileId, stored, freePlan.id, now);
  }
  const [period] = await tx
    .insert(subscriptionPeriods)
    .values({
      profileId: input.profileId,
      planId: input.plan.id,
      paymentId: input.paymentId ?? null,
      source: input.source,
      grantedBy: input.grantedBy ?? null,
      startDate: start,
      endDate: new Date(start.getTime() + input.plan.duration * DAY_MS),
    })
    .returning();
  if (!period) throw new Error("the period insert returned no row");
  if (input.mode === "now") await rechainQueuedPeriods(tx, input.profileId, now, period.id);
  await syncCurrentSubscription(tx, input.profileId, now);
  return period;
}

/**
 * Where a plan bought now would start ("queue" mode): now, or where the last paid period in force
 * ends. A paid plan put in the subscription row outside the periods (before them) counts as running
 * too.
 */
async function queuedStart(
  db: Db,
  profileId: string,
  stored: Pick<typeof profileSubscriptions.$inferSelect, "planId" | "endDate"> | undefined,
  freePlanId: string,
  now: Date,
): Promise<Date> {
  const [last] = await db
    .select({ end: max(subscriptionPeriods.endDate) })
    .from(subscriptionPeriods)
    .where(openPeriodsOf(profileId, now));
  const storedPaidEnd =
    stored && stored.planId !== freePlanId && stored.endDate && stored.endDate > now ? stored.endDate : null;
  let start = now;
  for (const end of [last?.end ?? null, storedPaidEnd]) if (end && end > start) start = end;
  return start;
}

/**
 * When a plan bought now would start (checkout says so before payment): the same rule as
 * startPlanPeriod's queue, read without locking or writing anything.
 */
export async function plannedStart(db: Db, profileId: string, now: Date = new Date()): Promise<Date> {
  const freePlan = await findFreePlan(db);
  const [stored] = await db
    .select({ planId: profileSubscriptions.planId, endDate: profileSubscriptions.endDate })
    .from(profileSubscriptions)
    .where(eq(profileSubscriptions.profileId, profileId));
  return queuedStart(db, profileId, stored, freePlan.id, now);
}

/**
 * Cuts a period short (a refund, an administrator ending a plan): it grants nothing from `now`, the
 * periods queued behind it move up to close the gap, and the member's plan in force follows.
 */
export async function endPlanPeriod(
  tx: Db,
  input: { periodId: string; reason: string; now?: Date },
): Promise<PeriodRow | null> {
  const now = input.now ?? new Date();
  const [found] = await tx
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.id, input.periodId));
  if (!found) return null;
  const freePlan = await findFreePlan(tx);
  await lockRow(tx, found.profileId, freePlan.id);
  const [ended] = await tx
    .update(subscriptionPeriods)
    .set({ endedAt: now, endReason: input.reason })
    .where(and(eq(subscriptionPeriods.id, input.periodId), isNull(subscriptionPeriods.endedAt)))
    .returning();
  await rechainQueuedPeriods(tx, found.profileId, now);
  await syncCurrentSubscription(tx, found.profileId, now);
  return ended ?? found;
}

/** Ends every period of the member that still grants or will grant something; answers their ids. */
export async function endOpenPeriods(
  tx: Db,
  profileId: string,
  reason: string,
  now: Date,
): Promise<string[]> {
  const open = await tx
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .where(openPeriodsOf(profileId, now))
    .orderBy(asc(subscriptionPeriods.startDate));
  for (const period of open) await endPlanPeriod(tx, { periodId: period.id, reason, now });
  return open.map((period) => period.id);
}

/**
 * Periods still to come follow each other without gaps from what runs now (or from now): each
 * keeps its length. `first` names a period that must come first (an administrator's grant).
 */
async function rechainQueuedPeriods(tx: Db, profileId: string, now: Date, first?: string): Promise<void> {
  const open = await tx
    .select()
    .from(subscriptionPeriods)
    .where(openPeriodsOf(profileId, now))
    .orderBy(asc(subscriptionPeriods.startDate), asc(subscriptionPeriods.createdAt));
  const ordered = first
    ? [...open.filter((p) => p.id === first), ...open.filter((p) => p.id !== first)]
    : open;
  let cursor = now;
  for (const period of ordered) {
    if (period.startDate <= now && period.id !== first) {
      if (period.endDate > cursor) cursor = period.endDate;
      continue;
    }
    const length = period.endDate.getTime() - period.startDate.getTime();
    const startDate = period.id === first ? period.startDate : cursor;
    const endDate = new Date(startDate.getTime() + length);
    if (startDate.getTime() !== period.startDate.getTime()) {
      await tx
        .update(subscriptionPeriods)
        .set({ startDate, endDate })
        .where(eq(subscriptionPeriods.id, period.id));
    }
    cursor = endDate;
  }
}

/**
 * Moves members whose queued period has begun onto it (the sweep's part; a send does the same for
 * its sender in lockSubscription). Answers how many members moved.
 */
export async function activateDuePeriods(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ profileId: profileSubscriptions.profileId })
    .from(profileSubscriptions)
    .where(lte(profileSubscriptions.nextPeriodStart, now));
  for (const row of due) {
    await db.transaction((tx) => syncCurrentSubscription(tx, row.profileId, now));
  }
  return due.length;
}
