import { z } from "zod";
import type { notifications } from "../db/schema";

/** A notification as its member (and administrators) see it. */
export const notificationSchema = z
  .object({
    id: z.guid().describe("The notification's id."),
    user_id: z.guid().describe("The member it was sent to."),
    type: z
      .string()
      .describe(
        "What it is about: proposal_received, proposal_accepted, proposal_declined, message_received, payment_succeeded, payment_failed, payment_refunded, plan_changed (an administrator granted or ended a plan), plan_expiring, plan_expired, profile_verified, verification_rejected (with the reason), admin_broadcast, moderation_warning (an administrator warned the member) or photo_removed (an administrator removed their photo).",
      ),
    title: z.string().describe("What happened, in words to show."),
    body: z.string().nullable().describe("More words, when there are any."),
    link: z.string().nullable().describe("The page of its subject (a path of this site)."),
    read: z.boolean().describe("Whether the member has read it."),
    read_at: z.date().nullable().describe("When it was marked read; null while unread."),
    created_at: z.date().describe("When it was sent (or, for a renewed one, last renewed)."),
  })
  .meta({ id: "Notification", description: "Something that happened for a member, with a link to it." });

export type NotificationItem = z.output<typeof notificationSchema>;

export function presentNotification(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    user_id: row.userId,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    read_at: row.readAt,
    created_at: row.createdAt,
  };
}
