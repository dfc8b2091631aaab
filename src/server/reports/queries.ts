import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReportAction } from "@/lib/validation/reports";
import type { Db } from "../db/client";
import { memberReports, messages, profiles, users } from "../db/schema";

/** Queries of member reports; each takes the database first. */

/** Whether `messageId` is a message between the two members, either way. */
export async function isMessageBetween(db: Db, messageId: string, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.id, messageId),
        or(
          and(eq(messages.senderId, a), eq(messages.receiverId, b)),
          and(eq(messages.senderId, b), eq(messages.receiverId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReport(db: Db, values: typeof memberReports.$inferInsert) {
  const [row] = await db.insert(memberReports).values(values).returning();
  if (!row) throw new Error("the report insert returned no row");
  return row;
}

/**
 * Puts a message the safety check flagged into the moderation queue (issue 18), in the send's
 * transaction; a flagged message enters it once (a partial unique index).
 */
export async function insertSafetyFlagReport(
  db: Db,
  values: { reportedId: string; messageId: string; flag: "money" | "off_platform" },
): Promise<void> {
  await db
    .insert(memberReports)
    .values({
      reportedId: values.reportedId,
      messageId: values.messageId,
      source: "safety_flag",
      safetyFlag: values.flag,
      reason: values.flag === "money" ? "scam" : "other",
    })
    .onConflictDoNothing();
}

/** Which items a queue page lists (validation's REPORT_LIST_STATUSES). */
export type ReportListFilter = {
  status: "open" | "closed" | "actioned" | "dismissed" | "all";
  source?: "member" | "safety_flag";
};

const reporterProfiles = alias(profiles, "reporter_profiles");
const reporterUsers = alias(users, "reporter_users");

/** The columns of a queue row: the item, the reported member and (when a member reported) the reporter. */
const reportColumns = {
  report: memberReports,
  reported: { profileId: profiles.id, userId: users.id, name: users.name, status: users.status },
  reporter: { profileId: reporterProfiles.id, userId: reporterUsers.id, name: reporterUsers.name },
};

function selectReports(db: Db) {
  return db
    .select(reportColumns)
    .from(memberReports)
    .innerJoin(profiles, eq(profiles.id, memberReports.reportedId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(reporterProfiles, eq(reporterProfiles.id, memberReports.reporterId))
    .leftJoin(reporterUsers, eq(reporterUsers.id, reporterProfiles.userId));
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function findReport(db: Db, reportId: string) {
  const [row] = await selectReports(db).where(eq(memberReports.id, reportId)).limit(1);
  return row ?? null;
}

function statusCondition(status: ReportListFilter["status"]): SQL | undefined {
  if (status === "all") return undefined;
  if (status === "closed") return ne(memberReports.status, "open");
  return eq(memberReports.status, status);
}

/**
 * A page of the queue. Open items oldest first (the one waiting longest comes first, and the index
 * on (status, created_at) serves it); closed ones newest decision first, as one looks back.
 */
export async function listReports(
  db: Db,
  filter: ReportListFilter,
  paging: { page: number; pageSize: number },
) {
  const where = and(
    statusCondition(filter.status),
    filter.source ? eq(memberReports.source, filter.source) : undefined,
  );
  const order =
    filter.status === "open"
      ? [asc(memberReports.createdAt), asc(memberReports.id)]
      : [
          desc(sql`coalesce(${memberReports.resolvedAt}, ${memberReports.createdAt})`),
          desc(memberReports.id),
        ];
  const [items, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ value: count() }).from(memberReports).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** How many messages either side of the reported one the review shows. */
export const MESSAGE_NEIGHBOURS = 3;

/**
 * The reported message and up to MESSAGE_NEIGHBOURS messages before and after it in its
 * conversation, oldest first; empty when the message is gone.
 */
export async function findMessageWithNeighbours(db: Db, messageId: string) {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!message) return [];
  const sameConversation = eq(messages.conversationId, message.conversationId);
  // The stored instant, read in SQL: a JavaScript Date keeps milliseconds, PostgreSQL microseconds.
  const at = sql`(select m.created_at, m.id from ${messages} m where m.id = ${message.id})`;
  const [before, after] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(sameConversation, sql`(${messages.createdAt}, ${messages.id}) < ${at}`))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGE_NEIGHBOURS),
    db
      .select()
      .from(messages)
      .where(and(sameConversation, sql`(${messages.createdAt}, ${messages.id}) > ${at}`))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(MESSAGE_NEIGHBOURS),
  ]);
  return [...before.reverse(), message, ...after];
}

/** The open items about one member, locked: closed together when the member is blocked. */
export function lockOpenReportsAbout(db: Db, reportedId: string) {
  return db
    .select({ id: memberReports.id })
    .from(memberReports)
    .where(and(eq(memberReports.reportedId, reportedId), eq(memberReports.status, "open")))
    .for("update");
}

/** Closes items with the administrator's action and reason. */
export async function closeReports(
  db: Db,
  ids: readonly string[],
  values: { status: "actioned" | "dismissed"; action: ReportAction; reason: string; adminUserId: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(memberReports)
    .set({
      status: values.status,
      action: values.action,
      resolutionReason: values.reason,
      resolvedBy: values.adminUserId,
      resolvedAt: sql`now()`,
    })
    .where(and(inArray(memberReports.id, [...ids]), eq(memberReports.status, "open")));
}
