import { desc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { connections } from "../db/schema";

export type ConnectionRow = typeof connections.$inferSelect;

export async function findConnection(db: Db, connectionId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(connections).where(eq(connections.id, connectionId)).limit(1);
  return row ?? null;
}

/** A member's connections, newest first. */
export function listConnectionsOf(db: Db, profileId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(connections)
    .where(or(eq(connections.profileAId, profileId), eq(connections.profileBId, profileId)))
    .orderBy(desc(connections.createdAt), desc(connections.id));
}
