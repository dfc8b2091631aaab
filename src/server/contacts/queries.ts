import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { containsPattern } from "../db/like";
import { contactMessages, contactReplies, profiles } from "../db/schema";

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactStatus = (typeof contactMessages.$inferSelect)["messageStatus"];
export type ReplyRow = typeof contactReplies.$inferSelect;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}

const repliesCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.contactId} = ${contactMessages.id})`;

function selectContacts(db: Db) {
  return db
    .select({ contact: contactMessages, userId: profiles.userId, repliesCount })
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.id, contactMessages.profileId));
}

export type ContactRow = NonNullable<Awaited<ReturnType<typeof findContact>>>;

export async function findContact(db: Db, contactId: string) {
  const [row] = await selectContacts(db).where(eq(contactMessages.id, contactId)).limit(1);
  return row ?? null;
}

/** The message's row, locked for a change (two administrators answering at once take turns). */
export async function lockContact(db: Db, contactId: string) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, contactId))
    .for("update");
  return row ?? null;
}

/** A page of messages, newest first; `search` matches the name, e-mail, phone or subject. */
export async function listContacts(
  db: Db,
  filter: {
    search?: string;
    status?: ContactStatus;
    type?: (typeof contactMessages.$inferSelect)["contactType"];
  },
  paging: { page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(contactMessages.messageStatus, filter.status) : undefined,
    filter.type ? eq(contactMessages.contactType, filter.type) : undefined,
  ];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.phone, pattern),
        ilike(contactMessages.subject, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    selectContacts(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export function listReplies(db: Db, contactId: string): Promise<ReplyRow[]> {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.contactId, contactId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertReply(db: Db, values: typeof contactReplies.$inferInsert): Promise<ReplyRow> {
  const [row] = await db.insert(contactReplies).values(values).returning();
  if (!row) throw new Error("contact reply insert returned nothing");
  return row;
}

export async function setContactStatus(db: Db, contactId: string, status: ContactStatus): Promise<void> {
  await db
    .update(contactMessages)
    .set({ messageStatus: status, updatedAt: sql`now()` })
    .where(eq(contactMessages.id, contactId));
}

export async function deleteContactRow(db: Db, contactId: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.id, contactId));
}
