import { and, count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { contactMessages, payments, profiles, users } from "../db/schema";

export const adminStatsOutput = z.object({
  members: z.number().int().describe("Active member accounts."),
  profiles: z.number().int().describe("Active members whose profile is submitted."),
  newContactMessages: z.number().int().describe("Contact-form messages nobody has picked up yet."),
  paidPayments: z.number().int().describe("Payments completed."),
  revenue: z.number().int().describe("What the completed payments brought in, in whole rupees."),
});

/** The admin dashboard's cards, counted live. */
export async function getAdminStats(ctx: RequestContext): Promise<z.output<typeof adminStatsOutput>> {
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
