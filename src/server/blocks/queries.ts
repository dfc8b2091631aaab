import { type AnyColumn, and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profileBlocks, profiles, users } from "../db/schema";

/** Queries of member blocking; each takes the database (or a transaction) first. */

/** Who blocked whom between two members: both directions in one query. */
export async function blockDirections(
  db: Db,
  profileId: string,
  otherProfileId: string,
): Promise<{ blockedByMe: boolean; blockedMe: boolean }> {
  const rows = await db
    .select({ blockerId: profileBlocks.blockerId })
    .from(profileBlocks)
    .where(
      or(
        and(eq(profileBlocks.blockerId, profileId), eq(profileBlocks.blockedId, otherProfileId)),
        and(eq(profileBlocks.blockerId, otherProfileId), eq(profileBlocks.blockedId, profileId)),
      ),
    );
  return {
    blockedByMe: rows.some((row) => row.blockerId === profileId),
    blockedMe: rows.some((row) => row.blockerId === otherProfileId),
  };
}

/** Whether either of two members has blocked the other (blocking hides both ways). */
export async function isBlockedBetween(db: Db, profileId: string, otherProfileId: string): Promise<boolean> {
  const { blockedByMe, blockedMe } = await blockDirections(db, profileId, otherProfileId);
  return blockedByMe || blockedMe;
}

/**
 * `isBlockedBetween` negated, in SQL, for a whole list: `other` (a column) and the viewer have not
 * blocked each other. Two `not exists`, one a direction, so each is an anti-join that reads the
 * viewer's few block rows once through an index (the primary key for the viewer's own blocks,
 * profile_blocks_blocked_idx for those of others), however many rows the list scans.
 */
export function notBlockedSql(viewerProfileId: string, other: AnyColumn | SQL): SQL {
  return sql`(not exists (
      select 1 from ${profileBlocks}
      where ${profileBlocks.blockerId} = ${viewerProfileId} and ${profileBlocks.blockedId} = ${other}
    ) and not exists (
      select 1 from ${profileBlocks}
      where ${profileBlocks.blockedId} = ${viewerProfileId} and ${profileBlocks.blockerId} = ${other}
    ))`;
}

/** Blocks `blockedId` for `blockerId`; false when it was blocked already. */
export async function insertBlock(tx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .insert(profileBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedId: profileBlocks.blockedId });
  return rows.length > 0;
}

/** Ends `blockerId`'s block of `blockedId` (never the other's of them); false when there was none. */
export async function deleteBlock(tx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .delete(profileBlocks)
    .where(and(eq(profileBlocks.blockerId, blockerId), eq(profileBlocks.blockedId, blockedId)))
    .returning({ blockedId: profileBlocks.blockedId });
  return rows.length > 0;
}

/** The members `blockerId` has blocked, newest first, with what the Settings list shows of them. */
export function listBlockedBy(db: Db, blockerId: string) {
  return db
    .select({ profile: profiles, blockedAt: profileBlocks.createdAt })
    .from(profileBlocks)
    .innerJoin(profiles, eq(profiles.id, profileBlocks.blockedId))
    .where(eq(profileBlocks.blockerId, blockerId))
    .orderBy(desc(profileBlocks.createdAt), desc(profileBlocks.blockedId));
}

/** A profile someone may block or report: it exists and its account was not deleted. */
export async function findBlockable(db: Db, profileId: string) {
  const [row] = await db
    .select({ profileId: profiles.id, userId: profiles.userId, accountStatus: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row && row.accountStatus !== "deleted" ? row : null;
}
