import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  conversations,
  messages,
  notifications,
  profileBlocks,
  profiles,
  proposals,
  users,
} from "../db/schema";
import { connectedSql, orderedPair } from "../profiles/access";

/** Queries of conversations and messages; each takes the database (or a transaction) first. */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The conversation's other member, or null when `profileId` is not one of its two. */
export function otherParty(conversation: ConversationRow, profileId: string): string | null {
  if (conversation.profileAId === profileId) return conversation.profileBId;
  if (conversation.profileBId === profileId) return conversation.profileAId;
  return null;
}

export async function findConversation(db: Db, conversationId: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  return row ?? null;
}

export async function findConversationBetween(db: Db, a: string, b: string): Promise<ConversationRow | null> {
  const [low, high] = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.profileAId, low), eq(conversations.profileBId, high)))
    .limit(1);
  return row ?? null;
}

/**
 * The pair's conversation, made on its first message. The upsert takes the row's lock until the
 * transaction ends, so two sends in one conversation update its last message one after the other.
 */
export async function upsertConversation(tx: Db, a: string, b: string): Promise<string> {
  const [low, high] = orderedPair(a, b);
  const [row] = await tx
    .insert(conversations)
    .values({ profileAId: low, profileBId: high })
    .onConflictDoUpdate({
      target: [conversations.profileAId, conversations.profileBId],
      set: { profileAId: sql`excluded.profile_a_id` },
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error("the conversation upsert returned no row");
  return row.id;
}

/**
 * Makes the message the conversation's last one, unless a later one is already there. Its time is
 * read in SQL: created_at has microseconds, which a JS Date would lose.
 */
export async function setLastMessage(tx: Db, conversationId: string, messageId: string): Promise<void> {
  await tx.execute(sql`
    update ${conversations} set last_message_id = sent.id, last_message_at = sent.created_at
    from ${messages} as sent
    where sent.id = ${messageId} and ${conversations.id} = ${conversationId}
      and (${conversations.lastMessageId} is null or ${conversations.lastMessageAt} <= sent.created_at)`);
}

/**
 * Whether `writerId` has written to `readerId`: a member who wrote to you has shown themselves to
 * you (as a proposal does), so you may answer them whatever their profile_visibility.
 */
export async function hasWrittenTo(db: Db, writerId: string, readerId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .where(and(eq(messages.senderId, writerId), eq(messages.receiverId, readerId)))
    .limit(1);
  return row !== undefined;
}

/** Messages `profileId` has not deleted for themselves. */
export function visibleTo(profileId: string): SQL {
  return sql`not ((${messages.senderId} = ${profileId} and ${messages.deletedBySenderAt} is not null)
    or (${messages.receiverId} = ${profileId} and ${messages.deletedByReceiverAt} is not null))`;
}

/** A conversation list page's keyset position: `last_message_at` to the microsecond, and the id. */
const cursorSql = sql<string>`to_char(${conversations.lastMessageAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${conversations.id}`;

/**
 * A page of the member's conversations, newest activity first, after `cursor` (keyset on
 * last_message_at, id): with the other member's profile and account status, and whether the two
 * are connected, have blocked each other, whether the other has written to the member, and whether
 * they have a live proposal to the member: all that deciding their visibility needs, per row.
 */
export async function listConversationsOf(
  db: Db,
  profileId: string,
  page: { after?: { at: string; id: string }; limit: number },
) {
  const otherId = sql`case when ${conversations.profileAId} = ${profileId} then ${conversations.profileBId} else ${conversations.profileAId} end`;
  const after = page.after
    ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select({
      conversation: conversations,
      cursor: cursorSql,
      other: profiles,
      accountStatus: users.status,
      connected: connectedSql(profileId, otherId),
      blockedByMe: sql<boolean>`exists (select 1 from ${profileBlocks} where ${profileBlocks.blockerId} = ${profileId} and ${profileBlocks.blockedId} = ${otherId})`,
      blockedMe: sql<boolean>`exists (select 1 from ${profileBlocks} where ${profileBlocks.blockerId} = ${otherId} and ${profileBlocks.blockedId} = ${profileId})`,
      wroteToMe: sql<boolean>`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderId} = ${otherId})`,
      proposedToMe: sql<boolean>`exists (select 1 from ${proposals} where ${proposals.senderId} = ${otherId} and ${proposals.receiverId} = ${profileId} and ${proposals.status} in ('pending', 'accepted'))`,
    })
    .from(conversations)
    .innerJoin(profiles, sql`${profiles.id} = ${otherId}`)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(or(eq(conversations.profileAId, profileId), eq(conversations.profileBId, profileId)), after))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.limit);
}

/** The latest message of each conversation that `profileId` has not deleted for themselves. */
export async function latestVisibleMessages(
  db: Db,
  profileId: string,
  conversationIds: readonly string[],
): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(and(inArray(messages.conversationId, [...conversationIds]), visibleTo(profileId)))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** How many messages to `profileId` in each conversation are unread (and not deleted by them). */
export async function unreadCounts(
  db: Db,
  profileId: string,
  conversationIds: readonly string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, profileId),
        isNull(messages.readAt),
        isNull(messages.deletedByReceiverAt),
        inArray(messages.conversationId, [...conversationIds]),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.count)]));
}

/**
 * A page of a conversation's history as `profileId` sees it, newest first, before the message
 * `beforeId` (keyset on created_at, id).
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  profileId: string,
  page: { beforeId?: string; limit: number },
): Promise<MessageRow[]> {
  // The keyset position is read in SQL: created_at has microseconds, which a JS Date would lose.
  const before = page.beforeId
    ? sql`(${messages.createdAt}, ${messages.id}) < (select earlier.created_at, earlier.id from ${messages} as earlier where earlier.id = ${page.beforeId})`
    : undefined;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), visibleTo(profileId), before))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit);
}

export async function findMessage(db: Db, messageId: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  return row ?? null;
}

/** Marks the member's unread messages of a conversation read; answers how many it marked. */
export async function markRead(
  tx: Db,
  conversationId: string,
  receiverId: string,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.receiverId, receiverId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** The collapsed "new messages" notification of a thread, marked read with it. */
export async function markThreadNotificationRead(
  tx: Db,
  userId: string,
  collapseKey: string,
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.collapseKey, collapseKey),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The collapse key of a thread's "new messages" notification: one per thread while unread. */
export function threadCollapseKey(conversationId: string): string {
  return `message:${conversationId}`;
}
