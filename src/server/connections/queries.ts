import { and, desc, eq, or } from "drizzle-orm";
import { notBlockedSql } from "../blocks/queries";
import type { Db } from "../db/client";
import { connections } from "../db/schema";
import { otherParty } from "../proposals/queries";

export type ConnectionRow = typeof connections.$inferSelect;

export async function findConnection(db: Db, connectionId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(connections).where(eq(connections.id, connectionId)).limit(1);
  return row ?? null;
}

/**
 * A member's connections, newest first; one with a member either of the two blocked is left out
 * while the block lasts, and comes back when it ends (docs/decisions/0024).
 */
export function listConnectionsOf(db: Db, profileId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(connections)
    .where(
      and(
        or(eq(connections.profileAId, profileId), eq(connections.profileBId, profileId)),
        notBlockedSql(profileId, otherParty(profileId, connections.profileAId, connections.profileBId)),
      ),
    )
    .orderBy(desc(connections.createdAt), desc(connections.id));
}
