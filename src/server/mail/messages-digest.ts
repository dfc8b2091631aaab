import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailPreferences, messages, profileBlocks, profiles, users } from "../db/schema";
import { appUrl } from "../env";
import { ensureMailPreferences } from "../mail-preferences/preferences";
import { memberMails } from "./member-mails";
import { queueMemberMail } from "./queue-member-mail";

/** A message is mailed about once it has waited this long unread (the member may be reading). */
export const DIGEST_UNREAD_FOR_MS = 15 * 60_000;
/** At most one digest per member in this long. */
export const DIGEST_INTERVAL_MS = 60 * 60_000;

export type DigestCandidate = { userId: string; messages: number; senders: number };

/**
 * Members owed an unread-messages digest now (decision 0026), from the tables alone, so a crash
 * between sweeps loses nothing: an active account with `messages` mail on, no digest in the last
 * hour, and at least one message unread for DIGEST_UNREAD_FOR_MS that came after their last
 * digest. The counts are of every message waiting unread (not deleted, not across a block).
 */
export async function findDigestCandidates(db: Db, now: Date): Promise<DigestCandidate[]> {
  const waitedSince = new Date(now.getTime() - DIGEST_UNREAD_FOR_MS).toISOString();
  const lastDigestBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const blocked = sql`exists (
    select 1 from ${profileBlocks}
    where (${profileBlocks.blockerId} = ${messages.receiverId} and ${profileBlocks.blockedId} = ${messages.senderId})
       or (${profileBlocks.blockerId} = ${messages.senderId} and ${profileBlocks.blockedId} = ${messages.receiverId})
  )`;
  return db
    .select({
      userId: profiles.userId,
      messages: sql<number>`count(*)::int`,
      senders: sql<number>`count(distinct ${messages.senderId})::int`,
    })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.receiverId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(
      and(
        isNull(messages.readAt),
        isNull(messages.deletedByReceiverAt),
        lte(messages.createdAt, now),
        eq(users.status, "active"),
        or(isNull(mailPreferences.userId), eq(mailPreferences.messages, true)),
        or(isNull(mailPreferences.messagesDigestAt), lte(mailPreferences.messagesDigestAt, lastDigestBefore)),
        sql`not ${blocked}`,
      ),
    )
    .groupBy(profiles.userId, mailPreferences.messagesDigestAt)
    .having(
      sql`bool_or(${messages.createdAt} <= ${waitedSince}::timestamptz
        and (${mailPreferences.messagesDigestAt} is null or ${messages.createdAt} > ${mailPreferences.messagesDigestAt}))`,
    );
}

/**
 * One digest mail per member owed one: the mail is queued and `messages_digest_at` set in one
 * transaction, the key naming the member and the hour, so a sweep run twice (two processes, a
 * retry) queues it once. Answers how many were queued.
 */
export async function sweepMessageDigests(db: Db, now: Date = new Date()): Promise<number> {
  const candidates = await findDigestCandidates(db, now);
  const lastDigestBefore = new Date(now.getTime() - DIGEST_INTERVAL_MS);
  const hour = now.toISOString().slice(0, 13);
  let queued = 0;
  for (const candidate of candidates) {
    const sent = await db.transaction(async (tx) => {
      await ensureMailPreferences(tx, candidate.userId);
      const claimed = await tx
        .update(mailPreferences)
        .set({ messagesDigestAt: now })
        .where(
          and(
            eq(mailPreferences.userId, candidate.userId),
            or(
              isNull(mailPreferences.messagesDigestAt),
              lte(mailPreferences.messagesDigestAt, lastDigestBefore),
            ),
          ),
        )
        .returning({ userId: mailPreferences.userId });
      if (claimed.length === 0) return false;
      return queueMemberMail(tx, {
        userId: candidate.userId,
        kind: "messages",
        jobKind: "messages-digest",
        idempotencyKey: `messages-digest:${candidate.userId}:${hour}`,
        content: memberMails.messagesDigest(
          candidate.messages,
          candidate.senders,
          `${appUrl()}/dashboard/messages`,
        ),
      });
    });
    if (sent) queued += 1;
  }
  return queued;
}
