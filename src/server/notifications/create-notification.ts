import type { Db } from "../db/client";
import { notifications } from "../db/schema";

export type NotificationType = "proposal_received" | "proposal_accepted";

/**
 * Stores one notification for a user. Takes the caller's transaction, so the notification exists
 * exactly when the change it announces was committed.
 */
export async function createNotification(
  db: Db,
  input: { userId: string; type: NotificationType; title: string; link: string; body?: string },
): Promise<void> {
  await db.insert(notifications).values({
    userId: input.userId,
    type: input.type,
    title: input.title,
    link: input.link,
    body: input.body ?? null,
  });
}
