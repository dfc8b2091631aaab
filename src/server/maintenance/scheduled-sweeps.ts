import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sweepMessageDigests } from "../mail/messages-digest";
import { activateDuePeriods } from "../plans/periods";
import { sweepPlanExpiry } from "../plans/plan-expiry";

/**
 * How often each app process ticks. The sweeps derive everything from the tables and are
 * idempotent, so the interval only bounds how late a digest or a plan notice can be.
 */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * The advisory lock of the tick (two int4 keys: decision 0026's number, then 1 for "sweeps"):
 * with two app processes on one database, one sweeps and the other skips this tick.
 */
const SWEEP_LOCK = sql.raw("26, 1");

export type SweepCounts = { periodsStarted: number; digests: number; planNotices: number };

/**
 * One tick of the periodic sweeps (decision 0026): queued plans that have begun (decision 0027), the
 * unread-messages digests and the plan expiry notices, in one transaction holding a transaction-scoped advisory lock, released at
 * commit or when the connection dies. Null when another process holds it (it is sweeping now).
 */
export async function runScheduledSweeps(db: Db, now: Date = new Date()): Promise<SweepCounts | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${SWEEP_LOCK})` })
      .from(sql`(values (1)) as tick(one)`);
    if (!lock?.taken) return null;
    // Queued plans that have begun come first, so the expiry notices see who really has no plan left.
    const periodsStarted = await activateDuePeriods(tx, now);
    const digests = await sweepMessageDigests(tx, now);
    const planNotices = await sweepPlanExpiry(tx, now);
    return { periodsStarted, digests, planNotices };
  });
}
