import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";
import { DEMO_EMAIL_DOMAIN } from "./generate-demo-person";

const isDemoEmail = sql`${users.email} like ${`%@${DEMO_EMAIL_DOMAIN}`}`;
/** The digits between the last dot and the @ of an email ('' or text when there are none). */
const emailSuffix = sql`split_part(split_part(${users.email}, '@', 1), '.', -1)`;
/**
 * A demo member's ordinal (`ayesha.khan.123@demo.rishta.pk` → 123), null for other addresses.
 * split_part and translate, because a regular expression per row takes nine times as long (nine
 * seconds for a million users).
 */
const demoOrdinal = sql<
  number | null
>`case when translate(${emailSuffix}, '0123456789', '') = '' and length(${emailSuffix}) between 1 and 9 then ${emailSuffix}::int end`;

/** The highest demo ordinal already used (0 for none): the next run numbers on from it. */
export async function lastDemoOrdinal(db: Db): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${demoOrdinal}), 0)::int` })
    .from(users)
    .where(isDemoEmail);
  return Number(row?.last ?? 0);
}

/** Profiles of demo members #first to #last that have no photo. */
export async function demoProfilesWithoutPhoto(db: Db, first: number, last: number) {
  const rows = await db
    .select({ profileId: profiles.id, ordinal: sql<number>`(${demoOrdinal})::int` })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(isDemoEmail, isNull(profiles.imageId), sql`${demoOrdinal} between ${first} and ${last}`))
    .orderBy(sql`2`);
  return rows.map((row) => ({ profileId: row.profileId, ordinal: Number(row.ordinal) }));
}
