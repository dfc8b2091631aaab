import { tracked } from "@trpc/server";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { type MemberEvent, memberEventSchema } from "@/lib/realtime/member-events";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { memberEvents, sessions, users } from "../db/schema";
import type { MemberEventNotice } from "./publish";

export const memberEventsInput = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/, "lastEventId is the id of an event this stream sent.")
      .nullish()
      .describe("The id of the last event received: the stream first sends what came after it."),
  })
  .optional();

/** What the stream sends: the member's events, each with the id a reconnecting tab resumes after. */
export const memberEventsOutput = memberEventSchema;

/**
 * A stream checks its session now and then even without a notice, so one lost notice cannot keep
 * a signed-out tab listening (the session cache's own bound is 30 s; streams are fewer and longer).
 */
const SESSION_RECHECK_MS = 5 * 60_000;
/** Ids a stream remembers having sent, so an event it replayed is not sent again when heard live. */
const REMEMBERED_IDS = 500;
/** At most this many missed events are replayed at once; a tab further behind reloads anyway. */
const MAX_REPLAY = 500;

type Signal = { kind: "event"; notice: MemberEventNotice } | { kind: "gap" } | { kind: "check" };

/**
 * The signed-in member's events (decision 0025): first those after `lastEventId` (their own only),
 * then each one as it is committed, until the client goes away or the session ends (signed out,
 * account disabled or deleted). Holds no database connection while it waits: it listens on the
 * process's bus and queries only to replay, to catch up after the bus reconnected, and to check
 * its session when told the account changed.
 */
export async function* streamMemberEvents(
  ctx: RequestContext,
  input: z.output<typeof memberEventsInput>,
  signal: AbortSignal | undefined,
) {
  const member = requireMember(ctx);
  const userId = member.user.id;
  const inbox = new Inbox<Signal>(signal);
  // Listening starts before the replay query, so nothing committed in between is missed.
  const unsubscribe = ctx.events.subscribe(
    { userId, sessionId: member.sessionId },
    {
      event: (notice) => inbox.push({ kind: "event", notice }),
      gap: () => inbox.push({ kind: "gap" }),
      accountChanged: () => inbox.push({ kind: "check" }),
    },
  );
  const recheck = setInterval(() => inbox.push({ kind: "check" }), SESSION_RECHECK_MS);
  recheck.unref?.();
  const sent = new RecentIds(REMEMBERED_IDS);
  try {
    const resumeAfter = input?.lastEventId ? Number(input.lastEventId) : null;
    let cursor = resumeAfter ?? (await lastEventIdOf(ctx.db, userId));
    const fresh = (id: number) => !sent.has(id);
    const send = (id: number, event: MemberEvent) => {
      sent.add(id);
      cursor = Math.max(cursor, id);
      return tracked(String(id), event);
    };
    if (resumeAfter !== null) {
      for (const row of await eventsAfter(ctx.db, userId, resumeAfter)) yield send(row.id, row.event);
    }
    for await (const item of inbox) {
      if (item.kind === "event") {
        if (fresh(item.notice.id)) yield send(item.notice.id, item.notice.event);
      } else if (item.kind === "gap") {
        for (const row of await eventsAfter(ctx.db, userId, cursor)) {
          if (fresh(row.id)) yield send(row.id, row.event);
        }
      } else if (!(await sessionHolds(ctx.db, member.sessionId))) {
        return;
      }
    }
  } finally {
    clearInterval(recheck);
    unsubscribe();
    inbox.close();
  }
}

/** The member's newest event id (0 when none): where a fresh stream's catch-up would start. */
async function lastEventIdOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: memberEvents.id })
    .from(memberEvents)
    .where(eq(memberEvents.userId, userId))
    .orderBy(desc(memberEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The member's stored events after `afterId`, oldest first; rows that no longer parse are skipped. */
export async function eventsAfter(
  db: Db,
  userId: string,
  afterId: number,
): Promise<{ id: number; event: MemberEvent }[]> {
  const rows = await db
    .select({ id: memberEvents.id, payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), gt(memberEvents.id, afterId)))
    .orderBy(asc(memberEvents.id))
    .limit(MAX_REPLAY);
  return rows.flatMap((row) => {
    const event = memberEventSchema.safeParse(row.payload);
    return event.success ? [{ id: row.id, event: event.data }] : [];
  });
}

/** Whether the stream's session still admits it: not signed out or expired, the account active. */
async function sessionHolds(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`), eq(users.status, "active")))
    .limit(1);
  return row !== undefined;
}

/** Signals waiting for the stream, read one at a time; ends when the client goes away. */
class Inbox<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private wake: (() => void) | null = null;
  private closed = false;

  constructor(signal: AbortSignal | undefined) {
    if (signal?.aborted) this.closed = true;
    signal?.addEventListener("abort", () => this.close(), { once: true });
  }

  push(item: T): void {
    if (this.closed) return;
    this.items.push(item);
    this.wake?.();
  }

  close(): void {
    this.closed = true;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }
}

/** The last `size` ids added, for membership checks. */
class RecentIds {
  private readonly ids = new Set<number>();
  constructor(private readonly size: number) {}

  has(id: number): boolean {
    return this.ids.has(id);
  }

  add(id: number): void {
    this.ids.add(id);
    if (this.ids.size > this.size) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}
