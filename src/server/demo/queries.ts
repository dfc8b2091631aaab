import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  paymentEvents,
  payments,
  profileSubscriptions,
  profiles,
  subscriptionPeriods,
  subscriptionPlans,
  users,
} from "../db/schema";
import { nextReceiptNumber } from "../payments/queries";
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

/**
 * Demo members #first to #last who are on a paid plan bought it: a paid payment through the demo
 * provider (with a receipt number and a `seeded` event) and the plan period it started, so the
 * subscription history, the payment screens and the admin's Payments table have something true to
 * show. Members who already have periods are left alone.
 */
export async function recordDemoPurchases(db: Db, first: number, last: number): Promise<void> {
  await db.execute(sql`
    with bought as (
      select s.profile_id, s.plan_id, sp.name, sp.price, s.start_date, s.end_date
      from ${profileSubscriptions} s
      join ${subscriptionPlans} sp on sp.id = s.plan_id and not sp.is_free
      join ${profiles} p on p.id = s.profile_id
      join ${users} on ${users.id} = p.user_id
      where ${isDemoEmail} and ${demoOrdinal} between ${first} and ${last}
        and s.end_date is not null and s.end_date > s.start_date
        and not exists (select 1 from ${subscriptionPeriods} x where x.profile_id = s.profile_id)
    ), paid as (
      insert into ${payments} (basket_id, profile_id, plan_id, plan_name, amount, status, provider,
        transaction_id, receipt_number, paid_at, created_at, updated_at)
      select 'DEMO-' || b.profile_id, b.profile_id, b.plan_id, b.name, b.price, 'paid', 'demo',
        'DEMO-T-' || substr(md5(b.profile_id::text), 1, 12),
        ${nextReceiptNumber()},
        b.start_date, b.start_date, b.start_date
      from bought b
      returning id, basket_id, profile_id, plan_id, paid_at
    ), events as (
      insert into ${paymentEvents} (payment_id, basket_id, kind, verdict, detail, created_at)
      select id, basket_id, 'seeded', 'accepted', '{"by":"demo seeder"}'::jsonb, paid_at from paid
    ), periods as (
      insert into ${subscriptionPeriods} (profile_id, plan_id, payment_id, source, start_date, end_date)
      select paid.profile_id, paid.plan_id, paid.id, 'payment', s.start_date, s.end_date
      -- By the subscription's primary key, not back through the CTE: a join of two CTEs has no
      -- index and no statistics, and at a million members the planner's nested loop never ends.
      from paid join ${profileSubscriptions} s on s.profile_id = paid.profile_id
    )
    select 1`);
}
