import { sql } from "drizzle-orm";
import type { MemberEvent } from "@/lib/realtime/member-events";
import type { Db } from "../db/client";
import { memberEvents } from "../db/schema";

/** The channel member events are announced on (LISTEN/NOTIFY on both databases). */
export const MEMBER_EVENTS_CHANNEL = "rishta_member_events";

/** What one NOTIFY on MEMBER_EVENTS_CHANNEL carries. */
export type MemberEventNotice = { id: number; userId: string; event: MemberEvent };

/**
 * One NOTIFY for many stored events (a broadcast's batch, decision 0035): the ids from `from` to
 * `to`. Each process reads, among them, the events of the members whose streams it holds.
 */
export type MemberEventBatchNotice = { batch: { from: number; to: number } };

/**
 * Stores an event for a member and announces it. Takes the caller's transaction: NOTIFY is
 * delivered at commit, so listeners hear of exactly the changes that were committed, and the
 * stored row lets a reconnecting tab catch up on what it missed.
 */
export async function publishMemberEvent(db: Db, userId: string, event: MemberEvent): Promise<void> {
  const [row] = await db
    .insert(memberEvents)
    .values({ userId, payload: event })
    .returning({ id: memberEvents.id });
  if (!row) throw new Error("the member event insert returned no row");
  const notice: MemberEventNotice = { id: row.id, userId, event };
  await db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}
