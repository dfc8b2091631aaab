import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import { staleDevices } from "../auth/trusted-device";
import type { Db } from "../db/client";
import { executeRows } from "../db/raw-rows";
import {
  apiTokens,
  emailConfirmations,
  mailJobs,
  mailOutbox,
  memberEvents,
  passwordResetTokens,
  rateLimits,
  sessions,
  trustedDevices,
} from "../db/schema";
import { CHANGE_LOG_KEEP_MS } from "../discovery/browse-index";
import { deadApiTokens } from "../tokens/queries";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than the longest abuse-limit window (one hour), so no live counter is removed. */
const RATE_LIMIT_KEEP_MS = DAY_MS;
/** The dev outbox is for following a link just sent; a week covers any real use of it. */
const OUTBOX_KEEP_MS = 7 * DAY_MS;
/** Expired API tokens stay in their owner's list (marked expired) for a month, then go. */
const DEAD_TOKEN_KEEP_MS = 30 * DAY_MS;
/**
 * Sent mail jobs (their text already gone) are kept a month as a record, then go; their keys are
 * one-off (a link's, a request's, a day's), so none is enqueued again that late. Failed ones stay
 * until someone deals with them (decision 0022).
 */
const SENT_MAIL_JOB_KEEP_MS = 30 * DAY_MS;
/**
 * Member events are kept for a reconnecting tab to catch up on (decision 0025); a tab away longer
 * than a day reloads what it shows anyway.
 */
const MEMBER_EVENT_KEEP_MS = DAY_MS;

export type PurgeCounts = {
  searchChanges: number;
  sessions: number;
  resetTokens: number;
  rateLimits: number;
  outbox: number;
  confirmations: number;
  devices: number;
  apiTokens: number;
  mailJobs: number;
  memberEvents: number;
};

/**
 * Removes rows that can no longer mean anything: expired sessions, used or expired reset links,
 * finished rate-limit windows, expired sign-up codes, devices unused for longer than their trust
 * lasts, API tokens revoked or expired a month ago, old dev-outbox mail (which holds reset links), mail jobs sent a month ago, member events older than a day, and the browse index's change log older than an hour. They would
 * otherwise pile up for ever; nothing reads them.
 */
export async function purgeExpiredRows(db: Db, now = new Date()): Promise<PurgeCounts> {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const deadLinks = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  const oldWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - RATE_LIMIT_KEEP_MS)))
    .returning({ key: rateLimits.key });
  const oldMail = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS)))
    .returning({ id: mailOutbox.id });
  const deadCodes = await db
    .delete(emailConfirmations)
    .where(lt(emailConfirmations.expiresAt, now))
    .returning({ id: emailConfirmations.id });
  const oldDevices = await db
    .delete(trustedDevices)
    .where(staleDevices(now))
    .returning({ userId: trustedDevices.userId });
  const deadTokens = await db
    .delete(apiTokens)
    .where(deadApiTokens(now, DEAD_TOKEN_KEEP_MS))
    .returning({ id: apiTokens.id });
  const oldJobs = await db
    .delete(mailJobs)
    .where(
      and(eq(mailJobs.status, "sent"), lt(mailJobs.sentAt, new Date(now.getTime() - SENT_MAIL_JOB_KEEP_MS))),
    )
    .returning({ id: mailJobs.id });
  const oldEvents = await db
    .delete(memberEvents)
    .where(lt(memberEvents.createdAt, new Date(now.getTime() - MEMBER_EVENT_KEEP_MS)))
    .returning({ id: memberEvents.id });
  // Kept an hour: an index that has not read the log for longer loads the table again.
  const [changes] = await executeRows<{ n: number }>(
    db,
    sql`with gone as (delete from profile_search_changes
          where changed_at < ${new Date(now.getTime() - CHANGE_LOG_KEEP_MS).toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`,
  );
  return {
    searchChanges: Number(changes?.n ?? 0),
    memberEvents: oldEvents.length,
    apiTokens: deadTokens.length,
    mailJobs: oldJobs.length,
    sessions: expiredSessions.length,
    resetTokens: deadLinks.length,
    rateLimits: oldWindows.length,
    outbox: oldMail.length,
    confirmations: deadCodes.length,
    devices: oldDevices.length,
  };
}
