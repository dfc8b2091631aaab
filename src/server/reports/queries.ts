import { and, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberReports, messages } from "../db/schema";

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
