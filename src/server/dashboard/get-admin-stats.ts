import { and, count, eq, sql } from "drizzle-orm";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { contactMessages, payments, profiles, users } from "../db/schema";

/** The admin dashboard's cards, counted live. */
export async function getAdminStats(ctx: RequestContext) {
  requireAdmin(ctx);
  const [[members], [completedProfiles], [newContacts], [paid]] = await Promise.all([
    ctx.db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, "member"), eq(users.status, "active"))),
    ctx.db
      .select({ value: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.profileInfoStatus, true), eq(users.role, "member"), eq(users.status, "active"))),
    ctx.db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.messageStatus, "new")),
    ctx.db
      .select({ value: count(), revenue: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
      .from(payments)
      .where(eq(payments.status, "paid")),
  ]);
  return {
    members: members?.value ?? 0,
    profiles: completedProfiles?.value ?? 0,
    newContactMessages: newContacts?.value ?? 0,
    paidPayments: paid?.value ?? 0,
    revenue: paid?.revenue ?? 0,
  };
}
