import { and, between, inArray } from "drizzle-orm";
import type { MemberEvent } from "@/lib/realtime/member-events";
import { memberEventSchema } from "@/lib/realtime/member-events";
import type { Database, Db } from "../db/client";
import { memberEvents } from "../db/schema";
import { logger } from "../logger";
import { MEMBER_EVENTS_CHANNEL, type MemberEventBatchNotice, type MemberEventNotice } from "./publish";

/**
 * What one open event stream hears from the bus. `event` brings a committed event addressed to the
 * stream's member; `gap` says the bus may have missed some (its connection to the source came back
 * after a break), so the stream catches up from `member_events`; `accountChanged` says something
 * about the member's sessions or account changed, so the stream checks its session still holds.
 */
export type MemberEventListener = {
  event(notice: MemberEventNotice): void;
  gap(): void;
  accountChanged(): void;
};

/**
 * The one way callers hear of member events (decision 0025). Publishers never see it: they call
 * `publishMemberEvent` inside their transaction. A driver (PostgreSQL LISTEN/NOTIFY here; Redis or
 * NATS later) feeds a `MemberEventFanOut`; callers only ever `subscribe`.
 */
export type Subscriber = { userId: string; sessionId: string };

export interface MemberEventBus {
  /**
   * Listens for one user's events until the returned function is called; `sessionId` names the
   * session the stream runs under, so its end reaches only that stream.
   */
  subscribe(subscriber: Subscriber, listener: MemberEventListener): () => void;
  /** How many listeners are open now (for logs and the benchmark). */
  readonly listenerCount: number;
}

/**
 * In-memory fan-out: one map from user id to that user's listeners. A notice costs one map lookup,
 * however many members are listening; a listener costs no database connection.
 */
export class MemberEventFanOut implements MemberEventBus {
  private readonly byUser = new Map<string, Set<MemberEventListener>>();
  private readonly bySession = new Map<string, Set<MemberEventListener>>();
  private count = 0;

  subscribe({ userId, sessionId }: Subscriber, listener: MemberEventListener): () => void {
    addTo(this.byUser, userId, listener);
    addTo(this.bySession, sessionId, listener);
    this.count++;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.count--;
      removeFrom(this.byUser, userId, listener);
      removeFrom(this.bySession, sessionId, listener);
    };
  }

  get listenerCount(): number {
    return this.count;
  }

  /** A committed event: to its member's listeners only. */
  deliver(notice: MemberEventNotice): void {
    const listeners = this.byUser.get(notice.userId);
    if (!listeners) return;
    for (const listener of [...listeners]) listener.event(notice);
  }

  /** The members with an open stream here: whose events of a batch this process must read. */
  listeningUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  /** The source may have dropped notices: every listener catches up from the store. */
  gap(): void {
    for (const listeners of [...this.byUser.values()]) {
      for (const listener of [...listeners]) listener.gap();
    }
  }

  /**
   * A `rishta_auth` notification (session-cache.ts's format): `session:<id>` reaches the streams
   * of that session, `user:<uuid>` those of that user, `ping:…` none, anything else every stream
   * (everything may have changed). Each stream then checks its session in the database.
   */
  applyAuthNotification(payload: string): void {
    const separator = payload.indexOf(":");
    const kind = separator === -1 ? payload : payload.slice(0, separator);
    const id = payload.slice(separator + 1);
    if (kind === "ping") return;
    const sets =
      kind === "session"
        ? [this.bySession.get(id)]
        : kind === "user"
          ? [this.byUser.get(id)]
          : [...this.byUser.values()];
    for (const listeners of sets) {
      for (const listener of [...(listeners ?? [])]) listener.accountChanged();
    }
  }
}

function addTo(map: Map<string, Set<MemberEventListener>>, key: string, listener: MemberEventListener) {
  let listeners = map.get(key);
  if (!listeners) {
    listeners = new Set();
    map.set(key, listeners);
  }
  listeners.add(listener);
}

function removeFrom(map: Map<string, Set<MemberEventListener>>, key: string, listener: MemberEventListener) {
  const listeners = map.get(key);
  listeners?.delete(listener);
  if (listeners?.size === 0) map.delete(key);
}

/** A NOTIFY payload on MEMBER_EVENTS_CHANNEL, checked: a malformed one is logged and dropped. */
export function parseMemberEventNotice(payload: string): MemberEventNotice | null {
  try {
    const raw = JSON.parse(payload) as { id?: unknown; userId?: unknown; event?: unknown };
    const event = memberEventSchema.safeParse(raw.event);
    if (typeof raw.id !== "number" || typeof raw.userId !== "string" || !event.success) return null;
    return { id: raw.id, userId: raw.userId, event: event.data satisfies MemberEvent };
  } catch {
    return null;
  }
}

/** A batch NOTIFY payload (publish.ts), checked; null for anything else. */
export function parseMemberEventBatchNotice(payload: string): MemberEventBatchNotice | null {
  try {
    const raw = JSON.parse(payload) as { batch?: { from?: unknown; to?: unknown } };
    const from = raw.batch?.from;
    const to = raw.batch?.to;
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return null;
    return { batch: { from: from as number, to: to as number } };
  } catch {
    return null;
  }
}

/** Ids a query names at once when reading a batch's events for the open streams. */
const LISTENERS_PER_QUERY = 1_000;

/**
 * A batch's events for the members listening in this process: one query per thousand open
 * streams (none when nobody listens), however many members the batch reached.
 */
export async function deliverBatch(db: Db, fanOut: MemberEventFanOut, notice: MemberEventBatchNotice) {
  const userIds = fanOut.listeningUserIds();
  for (let start = 0; start < userIds.length; start += LISTENERS_PER_QUERY) {
    const rows = await db
      .select({ id: memberEvents.id, userId: memberEvents.userId, payload: memberEvents.payload })
      .from(memberEvents)
      .where(
        and(
          between(memberEvents.id, notice.batch.from, notice.batch.to),
          inArray(memberEvents.userId, userIds.slice(start, start + LISTENERS_PER_QUERY)),
        ),
      );
    for (const row of rows) {
      const event = memberEventSchema.safeParse(row.payload);
      if (event.success) fanOut.deliver({ id: row.id, userId: row.userId, event: event.data });
    }
  }
}

/**
 * The default driver: one LISTEN for the whole process (PGlite delivers NOTIFY in-process;
 * postgres.js keeps one listening connection and reconnects it itself), fanned out in memory.
 * The first connect is no gap; every later one is, as notices sent while it was down are lost.
 */
export async function listenForMemberEvents(database: Database): Promise<MemberEventFanOut> {
  const fanOut = new MemberEventFanOut();
  let connected = false;
  await database.listen(
    MEMBER_EVENTS_CHANNEL,
    (payload) => {
      const notice = parseMemberEventNotice(payload);
      if (notice) return fanOut.deliver(notice);
      const batch = parseMemberEventBatchNotice(payload);
      if (!batch) return logger.warn("member event notice dropped", { reason: "malformed payload" });
      deliverBatch(database.db, fanOut, batch).catch((error: unknown) => {
        // The streams catch up as after a lost connection: from the store.
        logger.warn("could not read a batch of member events", { error: String(error) });
        fanOut.gap();
      });
    },
    () => {
      if (connected) fanOut.gap();
      connected = true;
    },
  );
  return fanOut;
}
