import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";
import { logger } from "../logger";
import type { Services } from "../services";
import { addDemoPortraits } from "./add-demo-portraits";
import { type SeedDemoResult, seedDemoProfiles } from "./seed-demo-profiles";

/** How many demo members a fresh database gets at its first start. */
export const FIRST_START_DEMO_MEMBERS = 300;

/** Any profile of a member (the admin's own draft profile does not count). */
export async function hasMemberProfiles(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.role, "member"))
    .limit(1);
  return row !== undefined;
}

export type FirstStartDemo = {
  members: SeedDemoResult;
  /** Settles when every portrait is stored (null when drawing them failed; it is logged). */
  portraits: Promise<{ count: number; ms: number } | null>;
  /** Stops drawing portraits (at shutdown) and waits for the one in hand. */
  stop(): Promise<void>;
};

/**
 * A database without a single member gets FIRST_START_DEMO_MEMBERS demo members, so a first look
 * at the site has people in it. The members go in at once (under a second); their portraits take
 * longer (each is re-encoded like an upload), so they are drawn in the background while the
 * server starts, and placeholders show until then. Null when there were members already.
 */
export async function seedDemoOnFirstStart(
  services: Services,
  onStart?: (count: number) => void,
): Promise<FirstStartDemo | null> {
  const { database, storage } = services;
  if (await hasMemberProfiles(database.db)) return null;
  onStart?.(FIRST_START_DEMO_MEMBERS);
  const members = await seedDemoProfiles(database, { count: FIRST_START_DEMO_MEMBERS, photos: false });
  const controller = new AbortController();
  const portraits = addDemoPortraits(database, storage, {
    seed: members.seed,
    firstOrdinal: members.firstOrdinal,
    lastOrdinal: members.lastOrdinal,
    signal: controller.signal,
  }).catch((error: unknown) => {
    if (!controller.signal.aborted)
      logger.warn("could not draw the demo portraits", { error: String(error) });
    return null;
  });
  return {
    members,
    portraits,
    async stop() {
      controller.abort();
      await portraits;
    },
  };
}
