import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profileBlocks } from "../db/schema";

/** Whether either of two members has blocked the other (blocking hides both ways). */
export async function isBlockedBetween(db: Db, profileId: string, otherProfileId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(profileBlocks)
    .where(
      or(
        and(eq(profileBlocks.blockerId, profileId), eq(profileBlocks.blockedId, otherProfileId)),
        and(eq(profileBlocks.blockerId, otherProfileId), eq(profileBlocks.blockedId, profileId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
