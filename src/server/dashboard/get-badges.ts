import { and, count, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { requireMember } from "../auth/guards";
import { notBlockedSql } from "../blocks/queries";
import type { RequestContext } from "../context";
import { memberReports, notifications, profiles, proposals, users, verificationRequests } from "../db/schema";

export const badgesOutput = z.object({
  pendingProposals: z.number().int().describe("Proposals received and waiting for an answer."),
  unreadNotifications: z.number().int().describe("Notifications not yet read."),
  openReports: z
    .number()
    .int()
    .describe("Administrators: reports and safety flags waiting in the moderation queue (0 for members)."),
  pendingVerifications: z
    .number()
    .int()
    .describe("Administrators: verification requests waiting for a decision (0 for members)."),
});

/** The administrators' waiting work: open moderation items and verification requests. */
async function adminQueues(ctx: RequestContext) {
  const [[reports], [verifications]] = await Promise.all([
    ctx.db.select({ value: count() }).from(memberReports).where(eq(memberReports.status, "open")),
    ctx.db
      .select({ value: count() })
      .from(verificationRequests)
      .where(eq(verificationRequests.status, "pending")),
  ]);
  return { openReports: reports?.value ?? 0, pendingVerifications: verifications?.value ?? 0 };
}

/**
 * The sidebar's counts: pending proposals received, unread notifications, and for administrators
 * the moderation queue and the verification requests waiting.
 */
export async function getBadges(ctx: RequestContext): Promise<z.output<typeof badgesOutput>> {
  const { user } = requireMember(ctx);
  const [[pending], [unread], queues] = await Promise.all([
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
    user.role === "admin" ? adminQueues(ctx) : Promise.resolve({ openReports: 0, pendingVerifications: 0 }),
  ]);
  return { pendingProposals: pending?.value ?? 0, unreadNotifications: unread?.value ?? 0, ...queues };
}
