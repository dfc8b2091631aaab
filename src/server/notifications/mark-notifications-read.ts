import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { UpdateNotificationsInput } from "@/lib/validation/notifications";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { notifications } from "../db/schema";
import { AppError } from "../errors";
import { publishMemberEvent } from "../realtime/publish";

export const NOTIFICATION_NOT_FOUND = "Notification not found";
export const NOTIFICATION_MARKED_READ = "Notification marked as read";
export const ALL_NOTIFICATIONS_MARKED_READ = "All notifications marked as read";

export const notificationsMarkedOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  updated: z.number().int().describe("How many notifications were unread and are now read."),
});

/**
 * Marks one of the member's notifications read, or all of them. Another member's notification
 * does not exist for them (404), administrators included: nobody reads on another's behalf.
 * Announced to the member's open tabs (`notificationId` null for all), so their badges follow.
 */
export async function markNotificationsRead(
  ctx: RequestContext,
  input: UpdateNotificationsInput,
): Promise<z.output<typeof notificationsMarkedOutput>> {
  const { user } = requireMember(ctx);
  return ctx.db.transaction(async (tx) => {
    const notificationId = input.notification_id;
    if (notificationId !== undefined) {
      const [row] = await tx
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, notificationId), eq(notifications.userId, user.id)))
        .for("update");
      if (!row) throw new AppError("NOT_FOUND", NOTIFICATION_NOT_FOUND);
      if (row.readAt) return { message: NOTIFICATION_MARKED_READ, updated: 0 };
      await tx.update(notifications).set({ readAt: sql`now()` }).where(eq(notifications.id, row.id));
      await publishMemberEvent(tx, user.id, { type: "notification", notificationId: row.id });
      return { message: NOTIFICATION_MARKED_READ, updated: 1 };
    }
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) {
      await publishMemberEvent(tx, user.id, { type: "notification", notificationId: null });
    }
    return { message: ALL_NOTIFICATIONS_MARKED_READ, updated: marked.length };
  });
}
