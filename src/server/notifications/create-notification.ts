import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { publishMemberEvent } from "../realtime/publish";

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
  const values = {
    userId: input.userId,
    type: input.type,
    title: input.title,
    link: input.link,
    body: input.body ?? null,
    collapseKey: input.collapseKey ?? null,
  };
  const [row] = input.collapseKey
    ? await db
        .insert(notifications)
        .values(values)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.collapseKey],
          targetWhere: sql`${notifications.readAt} is null and ${notifications.collapseKey} is not null`,
          set: { title: values.title, body: values.body, link: values.link, createdAt: sql`now()` },
        })
        .returning({ id: notifications.id })
    : await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error("the notification insert returned no row");
  await publishMemberEvent(db, input.userId, { type: "notification", notificationId: row.id });
  return row.id;
}
