import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";

export const OPEN_TO_ALL_KEY = "verification_open_to_all";

/** Whether any member may ask for verification (the administrators' switch; off when never set). */
export async function readOpenToAll(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, OPEN_TO_ALL_KEY));
  return row?.value === true;
}

/** Sets the switch; answers what it was before, for the trail. */
export async function writeOpenToAll(tx: Db, value: boolean, adminUserId: string): Promise<boolean> {
  const before = await readOpenToAll(tx);
  await tx
    .insert(siteSettings)
    .values({ key: OPEN_TO_ALL_KEY, value, updatedBy: adminUserId })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedBy: adminUserId, updatedAt: sql`now()` },
    });
  return before;
}
