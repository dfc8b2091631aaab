import { and, count, eq, isNull } from "drizzle-orm";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { notifications, proposals } from "../db/schema";

/** The sidebar's counts: pending proposals received, unread notifications. */
export async function getBadges(ctx: RequestContext) {
  const { user } = requireMember(ctx);
  const [[pending], [unread]] = await Promise.all([
    user.profileId
      ? ctx.db
          .select({ value: count() })
          .from(proposals)
          .where(and(eq(proposals.receiverId, user.profileId), eq(proposals.status, "pending")))
      : Promise.resolve([{ value: 0 }]),
    ctx.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt))),
  ]);
  return { pendingProposals: pending?.value ?? 0, unreadNotifications: unread?.value ?? 0 };
}
