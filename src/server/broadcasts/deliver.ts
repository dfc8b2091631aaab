import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { executeRows } from "../db/raw-rows";
import type { BroadcastSegment } from "../db/schema";
import { appUrl } from "../env";
import { MEMBER_EVENTS_CHANNEL, type MemberEventBatchNotice } from "../realtime/publish";
import { segmentWhere } from "./segment";

/**
 * Members a delivery transaction covers (decision 0035): large enough that a million members take
 * 200 transactions, small enough that one holds its locks for well under a second.
 */
export const BROADCAST_BATCH_SIZE = 5_000;

/** Said on this channel when a broadcast is queued, so the workers look at once. */
export const BROADCASTS_CHANNEL = "rishta_broadcasts";

export type BatchOutcome = {
  broadcastId: string;
  /** Members this batch reached. */
  delivered: number;
  /** E-mails this batch queued. */
  mails: number;
  /** The broadcast is now `sent`. */
  finished: boolean;
};

type BroadcastRow = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  email: boolean;
  segment: BroadcastSegment;
  cursor: string | null;
};

type BatchRow = {
  count: number;
  last_user: string | null;
  first_event: string | null;
  last_event: string | null;
  mails: number;
};

/**
 * Delivers the next batch of the oldest broadcast still to deliver, in one transaction: the
 * members after `cursor` (by user id) get the notification, an event for their open tabs and,
 * when asked, an e-mail job; `cursor` and `delivered` move in the same transaction. A batch that
 * dies leaves nothing behind, and the next one starts where the last committed one stopped, so
 * nobody gets a broadcast twice. The broadcast's row is locked with `skip locked`: two processes
 * never deliver the same broadcast at once (a second one takes the next broadcast, or nothing).
 * Null when nothing is waiting.
 */
export async function deliverBroadcastBatch(
  db: Db,
  options: { batchSize?: number } = {},
): Promise<BatchOutcome | null> {
  const batchSize = options.batchSize ?? BROADCAST_BATCH_SIZE;
  return db.transaction(async (tx) => {
    const [broadcast] = await executeRows<BroadcastRow>(
      tx,
      sql`select id, title, body, link, email, segment, cursor from broadcasts
          where status in ('queued', 'sending')
          order by created_at, id
          limit 1
          for update skip locked`,
    );
    if (!broadcast) return null;
    const batch = await insertBatch(tx, broadcast, batchSize);
    const finished = batch.count < batchSize;
    await tx.execute(sql`
      update broadcasts set
        cursor = coalesce(${batch.last_user}::uuid, cursor),
        delivered = delivered + ${batch.count},
        status = ${finished ? "sent" : "sending"},
        finished_at = ${finished ? sql`now()` : sql`null`}
      where id = ${broadcast.id}`);
    if (batch.first_event !== null && batch.last_event !== null) {
      // One notice for the whole batch (a NOTIFY carries at most 8,000 bytes, and 5,000 of them
      // would flood every listener); each process looks up the events of its own open streams.
      const notice: MemberEventBatchNotice = {
        batch: { from: Number(batch.first_event), to: Number(batch.last_event) },
      };
      await tx.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
    }
    return { broadcastId: broadcast.id, delivered: batch.count, mails: batch.mails, finished };
  });
}

/** The batch's rows, set-based: notifications, member events and mail jobs in one statement. */
async function insertBatch(tx: Db, broadcast: BroadcastRow, batchSize: number): Promise<BatchRow> {
  const after = broadcast.cursor ? sql`u.id > ${broadcast.cursor}::uuid and ` : sql``;
  const mail = mailText(broadcast);
  const [row] = await executeRows<BatchRow>(
    tx,
    sql`
    with recipients as (
      select u.id, u.name, u.email from users u join profiles p on p.user_id = u.id
      where ${after}${segmentWhere(broadcast.segment)}
      order by u.id
      limit ${batchSize}
    ), inserted as (
      insert into notifications (user_id, type, title, body, link)
      select id, 'admin_broadcast', ${broadcast.title}::text, ${broadcast.body}::text, ${broadcast.link}::text from recipients
      returning id, user_id
    ), events as (
      insert into member_events (user_id, payload)
      select user_id, jsonb_build_object('type', 'notification', 'notificationId', id) from inserted
      returning id
    ), mails as (
      insert into mail_jobs (kind, idempotency_key, recipient, payload)
      select 'broadcast', 'broadcast:' || ${broadcast.id} || ':' || r.id, r.email,
        jsonb_build_object('subject', ${broadcast.title}::text,
          'text', 'Assalam-o-Alaikum ' || r.name || E',\n\n' || ${mail}::text)
      from recipients r left join mail_preferences mp on mp.user_id = r.id
      -- A member who turned every optional mail off has said they want none of these either.
      where ${broadcast.email} and (mp.user_id is null or mp.proposals or mp.messages or mp.plans)
      on conflict (idempotency_key) do nothing
      returning 1
    )
    select
      (select count(*)::int from recipients) as count,
      (select id::text from recipients order by id desc limit 1) as last_user,
      (select min(id)::text from events) as first_event,
      (select max(id)::text from events) as last_event,
      (select count(*)::int from mails) as mails`,
  );
  if (!row) throw new Error("the broadcast batch answered no row");
  return { ...row, count: Number(row.count), mails: Number(row.mails) };
}

/** The e-mail's text after the greeting: the message, its link, and where to choose one's mails. */
function mailText(broadcast: BroadcastRow): string {
  const base = appUrl();
  return [
    broadcast.body,
    "",
    ...(broadcast.link ? [`${base}${broadcast.link}`, ""] : []),
    "—",
    "You get this because you are a member of Rishta. Turn off every optional mail in Settings to get no more of these:",
    `${base}/dashboard/settings`,
  ].join("\n");
}
