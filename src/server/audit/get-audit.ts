import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { GetAuditInput } from "@/lib/validation/audit";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { adminActions, users } from "../db/schema";

export const auditEntrySchema = z
  .object({
    id: z.guid().describe("The entry's id (also the `before` of the next page)."),
    // Text, not the enum: the trail keeps entries of actions a later version may have renamed.
    action: z.string().describe("What was done, `noun.verb` (src/lib/admin-actions.ts lists them)."),
    target_type: z
      .string()
      .describe("What kind of record it was done to: user, report, verification_request, payment, …"),
    target_id: z.string().describe("That record's id."),
    reason: z.string().nullable().describe("Why, as the administrator wrote it; null when none was asked."),
    detail: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe("What changed (the fields before and after) or the values given; null when nothing more."),
    created_at: z.date().describe("When."),
    admin: z
      .object({
        user_id: z.guid().describe("The administrator's user id."),
        name: z.string().nullable().describe("Their name; null once their account is gone."),
        email: z.string().nullable().describe("Their e-mail; null once their account is gone."),
      })
      .describe("Who did it."),
  })
  .meta({ id: "AuditEntry", description: "One thing an administrator did or read, as the trail keeps it." });

export const auditOutput = z.object({
  entries: z.array(auditEntrySchema).describe("Newest first."),
  next_before: z
    .guid()
    .nullable()
    .describe("Send as `before` for the next (older) page; null on the last page."),
});

/** A day of the filter, in Pakistan's time (UTC+5, no daylight saving), as an instant. */
function startOfDay(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+05:00`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

/**
 * Entries about one member (decision 0035): their account (`user` targets), and the records of
 * theirs the console acts on, found from the target's own table (reports about them, their
 * verification requests, payments, contact messages, connections); and any entry whose detail
 * names them as `member_user_id`, for records that are gone (a deleted contact message).
 */
function aboutMember(userId: string): SQL {
  const profile = sql`(select p.id from profiles p where p.user_id = ${userId})`;
  const target = (type: string, ids: SQL) =>
    sql`(${adminActions.targetType} = ${type} and ${adminActions.targetId} in (${ids}))`;
  return sql`(
    (${adminActions.targetType} = 'user' and ${adminActions.targetId} = ${userId})
    or ${adminActions.detail} ->> 'member_user_id' = ${userId}
    or ${target("report", sql`select r.id::text from member_reports r where r.reported_id = ${profile}`)}
    or ${target("verification_request", sql`select v.id::text from verification_requests v where v.profile_id = ${profile}`)}
    or ${target("payment", sql`select pm.id::text from payments pm where pm.profile_id = ${profile}`)}
    or ${target(
      "contact_message",
      sql`select c.id::text from contact_messages c where c.profile_id = ${profile}
          or c.email = (select u.email from users u where u.id = ${userId})`,
    )}
    or ${target(
      "connection",
      sql`select k.id::text from connections k where k.profile_a_id = ${profile} or k.profile_b_id = ${profile}`,
    )}
  )`;
}

/**
 * GET /api/audit/get: the administrators' trail, newest first, filtered by administrator, member,
 * action and days; keyset-paged by `before` (an entry id), so any page costs one index range.
 */
export async function getAudit(
  ctx: RequestContext,
  input: GetAuditInput,
): Promise<z.output<typeof auditOutput>> {
  requireAdmin(ctx);
  const conditions: SQL[] = [];
  if (input.admin_id) conditions.push(eq(adminActions.adminUserId, input.admin_id));
  if (input.action) conditions.push(eq(adminActions.action, input.action));
  if (input.from) conditions.push(gte(adminActions.createdAt, startOfDay(input.from)));
  if (input.to) conditions.push(lt(adminActions.createdAt, startOfDay(input.to, 1)));
  if (input.member_id) conditions.push(aboutMember(input.member_id));
  if (input.before) {
    const cursor = sql`(select b.created_at, b.id from admin_actions b where b.id = ${input.before})`;
    conditions.push(sql`(${adminActions.createdAt}, ${adminActions.id}) < ${cursor}`);
  }
  const rows = await ctx.db
    .select({ entry: adminActions, name: users.name, email: users.email })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.adminUserId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  return {
    entries: page.map(({ entry, name, email }) => ({
      id: entry.id,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason,
      detail: entry.detail,
      created_at: entry.createdAt,
      admin: { user_id: entry.adminUserId, name, email },
    })),
    next_before: rows.length > input.pageSize ? (page.at(-1)?.entry.id ?? null) : null,
  };
}
