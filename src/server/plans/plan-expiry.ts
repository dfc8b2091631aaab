import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { formatDateTime } from "@/lib/format";
import type { Db } from "../db/client";
import {
  notifications,
  profileSubscriptions,
  profiles,
  subscriptionPeriods,
  subscriptionPlans,
  users,
} from "../db/schema";
import { appUrl } from "../env";
import { memberMails } from "../mail/member-mails";
import { queueMemberMail } from "../mail/queue-member-mail";
import { createNotification } from "../notifications/create-notification";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder comes this long before a paid plan ends. */
export const PLAN_REMINDER_BEFORE_MS = 3 * DAY_MS;
/**
 * A plan that ended longer ago than this is not announced any more (a server that was down for
 * a week says nothing stale); well under the time notifications are kept.
 */
export const PLAN_EXPIRED_NOTICE_WITHIN_MS = 7 * DAY_MS;

const SUBSCRIPTION_LINK = "/dashboard/subscription";

export type PlanNotice = "plan_expiring" | "plan_expired";

/** Names one notice of one subscription period: a new end date is a new period. */
export function planNoticeKey(notice: PlanNotice, profileId: string, endDate: Date): string {
  return `${notice}:${profileId}:${endDate.toISOString()}`;
}

/**
 * Paid plans that end within PLAN_REMINDER_BEFORE_MS (`plan_expiring`) or have ended
 * (`plan_expired`): once per subscription period each, a notification and, with `plans` mail on,
 * a mail (decision 0026). The notification's collapse key is the period's mark: a sweep that
 * finds it (read or not) does nothing, so running it again, or in two processes one after the
 * other, changes nothing. Answers how many notices were made.
 */
export async function sweepPlanExpiry(db: Db, now: Date = new Date()): Promise<number> {
  const inRow = await db
    .select({
      profileId: profileSubscriptions.profileId,
      endDate: profileSubscriptions.endDate,
      userId: profiles.userId,
      planName: subscriptionPlans.name,
    })
    .from(profileSubscriptions)
    .innerJoin(
      subscriptionPlans,
      and(eq(subscriptionPlans.id, profileSubscriptions.planId), eq(subscriptionPlans.isFree, false)),
    )
    .innerJoin(profiles, eq(profiles.id, profileSubscriptions.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        isNotNull(profileSubscriptions.endDate),
        gt(profileSubscriptions.endDate, new Date(now.getTime() - PLAN_EXPIRED_NOTICE_WITHIN_MS)),
        lte(profileSubscriptions.endDate, new Date(now.getTime() + PLAN_REMINDER_BEFORE_MS)),
        // A plan queued behind this one starts where it ends: nothing ends for the member.
        isNull(profileSubscriptions.nextPeriodStart),
        eq(users.status, "active"),
      ),
    );
  // A period that ended while nothing followed it, though a send has since written Free back into
  // the row (and its end date with it): still announced once.
  const ended = await db
    .select({
      profileId: subscriptionPeriods.profileId,
      endDate: subscriptionPeriods.endDate,
      userId: profiles.userId,
      planName: subscriptionPlans.name,
    })
    .from(subscriptionPeriods)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPeriods.planId))
    .innerJoin(profiles, eq(profiles.id, subscriptionPeriods.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        isNull(subscriptionPeriods.endedAt),
        gt(subscriptionPeriods.endDate, new Date(now.getTime() - PLAN_EXPIRED_NOTICE_WITHIN_MS)),
        lte(subscriptionPeriods.endDate, now),
        eq(users.status, "active"),
        sql`not exists (select 1 from ${subscriptionPeriods} next where next.profile_id = ${subscriptionPeriods.profileId}
          and next.ended_at is null and next.start_date = ${subscriptionPeriods.endDate})`,
      ),
    );
  const seen = new Set<string>();
  const due = [...inRow, ...ended].filter((row) => {
    const key = `${row.profileId}:${row.endDate?.getTime()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let made = 0;
  for (const row of due) {
    if (!row.endDate) continue;
    const endDate = row.endDate;
    const notice: PlanNotice = endDate <= now ? "plan_expired" : "plan_expiring";
    const key = planNoticeKey(notice, row.profileId, endDate);
    const done = await db.transaction(async (tx) => {
      const [already] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, row.userId), eq(notifications.collapseKey, key)))
        .limit(1);
      if (already) return false;
      await createNotification(tx, {
        userId: row.userId,
        type: notice,
        title:
          notice === "plan_expiring"
            ? `Your ${row.planName} plan ends on ${formatDateTime(endDate)}`
            : `Your ${row.planName} plan has ended`,
        body:
          notice === "plan_expiring"
            ? "Renew it to keep its benefits."
            : "Your account is on the Free plan now.",
        link: SUBSCRIPTION_LINK,
        collapseKey: key,
      });
      const link = `${appUrl()}${SUBSCRIPTION_LINK}`;
      await queueMemberMail(tx, {
        userId: row.userId,
        kind: "plans",
        jobKind: notice === "plan_expiring" ? "plan-expiring" : "plan-expired",
        idempotencyKey: key,
        content:
          notice === "plan_expiring"
            ? memberMails.planExpiring(row.planName, endDate, link)
            : memberMails.planExpired(row.planName, link),
      });
      return true;
    });
    if (done) made += 1;
  }
  return made;
}
