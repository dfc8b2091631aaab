import { and, count, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { requireMember } from "../auth/guards";
import { notBlockedSql } from "../blocks/queries";
import type { RequestContext } from "../context";
import { notifications, profiles, proposals, users } from "../db/schema";

export const badgesOutput = z.object({
  pendingProposals: z.number().int().describe("Proposals received and waiting for an answer."),
  unreadNotifications: z.number().int().describe("Notifications not yet read."),
});

/** The sidebar's counts: pending proposals received, unread notifications. */
export async function getBadges(ctx: RequestContext): Promise<z.output<typeof badgesOutput>> {
  const { user } = requireMember(ctx);
  const [[pending], [unread]] = await Promise.all([
    user.profileId
      ? ctx.db
          .select({ value: count() })
          .from(proposals)
          // Only from senders still shown to others (the received list hides the rest).
          .innerJoin(profiles, and(eq(profiles.id, proposals.senderId), eq(profiles.status, "active")))
          .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.status, "active")))
          .where(
            and(
              eq(proposals.receiverId, user.profileId),
              eq(proposals.status, "pending"),
              // Nor from a member either of the two blocked (the list hides those too).
              notBlockedSql(user.profileId, proposals.senderId),
            ),
          )
      : Promise.resolve([{ value: 0 }]),
    ctx.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt))),
  ]);
  return { pendingProposals: pending?.value ?? 0, unreadNotifications: unread?.value ?? 0 };
}
