import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { getNotificationsSchema } from "@/lib/validation/notifications";
import { requireMember, requireSelfOrAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { notifications, users } from "../db/schema";
import { notificationSchema, presentNotification } from "./present";

export const notificationsOutput = z.object({
  notifications: z.array(notificationSchema).describe("This page: unread first, then newest first."),
  total: z.number().int().describe("How many match, over all pages."),
  unread: z.number().int().describe("How many of those that match are unread."),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * One page of notifications: the member's own (or, for an administrator, `user_id`'s), unread
 * first then newest; an administrator without `user_id` pages through everyone's, searched by
 * title, text, or the member's name or e-mail. A member naming another's `user_id` gets 403.
 */
export async function getNotifications(
  ctx: RequestContext,
  input: z.output<typeof getNotificationsSchema>,
): Promise<z.output<typeof notificationsOutput>> {
  const member = requireMember(ctx);
  const everyone = member.user.role === "admin" && input.user_id === undefined;
  const userId = input.user_id ?? member.user.id;
  if (!everyone) requireSelfOrAdmin(ctx, userId);

  const filters: SQL[] = [];
  if (!everyone) filters.push(eq(notifications.userId, userId));
  if (input.search) {
    const pattern = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(notifications.title, pattern),
      ilike(notifications.body, pattern),
      ...(everyone ? [ilike(users.name, pattern), ilike(users.email, pattern)] : []),
    );
    if (match) filters.push(match);
  }
  const where = filters.length ? and(...filters) : undefined;
  const rowsQuery = ctx.db
    .select({ row: notifications })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(where)
    .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.createdAt), desc(notifications.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const totalsQuery = ctx.db
    .select({ total: count(), unread: count(sql`case when ${notifications.readAt} is null then 1 end`) })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(where);
  const [rows, [totals]] = await Promise.all([rowsQuery, totalsQuery]);
  return {
    notifications: rows.map(({ row }) => presentNotification(row)),
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Unread notifications of one member: the badge's count. */
export function unreadNotificationsOf(ctx: RequestContext, userId: string) {
  return ctx.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
