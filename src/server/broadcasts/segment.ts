import { type SQL, sql } from "drizzle-orm";
import type { BroadcastSegment } from "../db/schema";

/**
 * The members a broadcast reaches (decision 0035): active member accounts whose profile is
 * active (submitted and not disabled), narrowed by the segment. Draft profiles are left out: they
 * have not finished joining and carry none of the fields a segment filters on, so a count with
 * them would change with the segment in ways an administrator could not predict.
 *
 * Written for `from users u join profiles p on p.user_id = u.id`; the country and the city are the
 * location codes profiles store ('PK', 'PK-PB-Lahore').
 */
export function segmentWhere(segment: BroadcastSegment): SQL {
  const conditions: SQL[] = [sql`u.role = 'member'`, sql`u.status = 'active'`, sql`p.status = 'active'`];
  if (segment.gender) conditions.push(sql`p.gender = ${segment.gender}`);
  if (segment.country) conditions.push(sql`upper(p.country) = upper(${segment.country})`);
  if (segment.city) conditions.push(sql`lower(p.residence_city) = lower(${segment.city})`);
  if (segment.verified !== undefined) conditions.push(sql`p.verified = ${segment.verified}`);
  if (segment.plan_id) {
    // The plan in force: the member's current row, unless its paid period has run out (the sweep
    // that moves them to Free may not have run yet).
    conditions.push(sql`exists (
      select 1 from profile_subscriptions ps
      where ps.profile_id = p.id and ps.plan_id = ${segment.plan_id}
        and (ps.end_date is null or ps.end_date > now())
    )`);
  }
  return sql.join(conditions, sql` and `);
}

/** The segment's size now: what a dry run answers and what a sent broadcast records. */
export function recipientsCountSql(segment: BroadcastSegment): SQL {
  return sql`select count(*)::int as count from users u join profiles p on p.user_id = u.id where ${segmentWhere(segment)}`;
}
