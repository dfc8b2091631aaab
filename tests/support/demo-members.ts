import { like } from "drizzle-orm";
import { users } from "@/server/db/schema";
import { DEMO_PASSWORD, seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import type { TestApp } from "./app";

/**
 * `count` members made by the demo generator (no photos), and how each signs in: the members the
 * load journey (tests/bench/lib/load-journey.ts) drives.
 */
export async function seedDemoMembers(
  app: TestApp,
  count: number,
): Promise<{ email: string; password: string }[]> {
  await seedDemoProfiles(app.database, { count, photos: false });
  const rows = await app.db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, "%@demo.rishta.pk"));
  if (rows.length !== count) throw new Error(`seeded ${rows.length} demo members, not ${count}`);
  return rows.map(({ email }) => ({ email, password: DEMO_PASSWORD }));
}
