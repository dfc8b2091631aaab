import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { executeRows } from "../db/raw-rows";
import { memberEvents, notifications } from "../db/schema";
import { MEMBER_EVENTS_CHANNEL } from "../realtime/publish";

/** Every kind of notification a member can get (issue 16); payments and verification use theirs. */
export const NOTIFICATION_TYPES = [
  "proposal_received",
  "proposal_accepted",
  "proposal_declined",
  "message_received",
  "payment_succeeded",
  "payment_failed",
  "payment_refunded",
  "plan_changed",
  "plan_expiring",
  "plan_expired",
  "profile_verified",
  "verification_rejected",
  "admin_broadcast",
  // The moderation queue's warn and remove_photo (issue 18).
  "moderation_warning",
  "photo_removed",
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Stores one notification for a user and pushes it to their open tabs. Takes the caller's
 * transaction, so the notification exists exactly when the change it announces was committed.
 * With a `collapseKey`, an unread notification with the same key is renewed instead of a second
 * one being stored (a thread's new messages make one "new messages" notification until read).
 * One statement: the notification, its member event and the NOTIFY (publishMemberEvent's, for a
 * row whose id is known only inside the statement).
 */
export async function createNotification(
  db: Db,
  input: {
    userId: string;
    type: NotificationType;
    title: string;
    link: string;
    body?: string;
    collapseKey?: string;
  },
): Promise<string> {
  // The conflict target is the partial unique index notifications_unread_collapse_key.
  const collapse = input.collapseKey
    ? sql`on conflict (user_id, collapse_key) where read_at is null and collapse_key is not null
          do update set title = excluded.title, body = excluded.body, link = excluded.link, created_at = now()`
    : sql``;
  const [row] = await executeRows<{ id: string }>(
    db,
    sql`with stored as (
          insert into ${notifications} (user_id, type, title, body, link, collapse_key)
          values (${input.userId}, ${input.type}, ${input.title}, ${input.body ?? null}, ${input.link}, ${input.collapseKey ?? null})
          ${collapse}
          returning id
        ), event as (
          insert into ${memberEvents} (user_id, payload)
          select ${input.userId}, jsonb_build_object('type', 'notification', 'notificationId', stored.id) from stored
          returning id, payload
        )
        select stored.id, pg_notify(${MEMBER_EVENTS_CHANNEL}, json_build_object(
          'id', event.id, 'userId', ${input.userId}::text, 'event', event.payload)::text)
        from stored, event`,
  );
  if (!row) throw new Error("the notification insert returned no row");
  return row.id;
}
