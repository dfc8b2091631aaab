import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { retryMailJobSchema } from "@/lib/validation/mail-jobs";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { mailJobs } from "../db/schema";
import { AppError } from "../errors";
import { listFailedMailJobs } from "./jobs";

export const MAIL_RETRY_QUEUED = "The mail is queued and will be sent again shortly.";
export const MAIL_JOB_NOT_FOUND = "This mail job does not exist.";
export const MAIL_JOB_NOT_FAILED = "This mail is not waiting for a retry: it was sent or is queued already.";
export const MAIL_JOB_EXPIRED =
  "This mail held a one-time code or link that has expired by now. The member can ask for a new one.";

/**
 * Kinds whose mail carries a secret that lapses long before a job fails for good (a sign-up code
 * lives 15 minutes, a reset link an hour; the retries span about eight hours): sending them again
 * would only hand the member a dead code, so they are listed but not retried.
 */
const EXPIRED_BY_FAILURE: ReadonlySet<string> = new Set(["sign-up-code", "password-reset"]);

/** How many failed mails the admin view lists: the newest; older ones stay in the table. */
export const FAILED_MAIL_LIST_LIMIT = 100;

export const failedMailOutput = z.object({
  jobs: z
    .array(
      z.object({
        id: z.uuid(),
        kind: z.string().describe("What the mail was: `password-reset`, `sign-up-code`, …"),
        recipient: z.email(),
        subject: z.string(),
        attempts: z.int().describe("How many times sending was tried."),
        last_error: z.string().nullable().describe("What the mail server said the last time."),
        retryable: z
          .boolean()
          .describe("False for mail whose one-time code or link has expired: the member asks again instead."),
        created_at: z.iso.datetime({ offset: true }),
      }),
    )
    .describe(
      `Mail the worker gave up on after its retries, newest first (at most ${FAILED_MAIL_LIST_LIMIT}).`,
    ),
});

/** GET /api/mail-jobs/failed: what could not be sent, so an admin can see it and act. */
export async function getFailedMail(ctx: RequestContext): Promise<z.output<typeof failedMailOutput>> {
  requireAdmin(ctx);
  const jobs = await listFailedMailJobs(ctx.db, { limit: FAILED_MAIL_LIST_LIMIT });
  return {
    jobs: jobs.map((job) => ({
      id: job.id,
      kind: job.kind,
      recipient: job.recipient,
      subject: job.subject,
      attempts: job.attempts,
      last_error: job.lastError,
      retryable: !EXPIRED_BY_FAILURE.has(job.kind),
      created_at: job.createdAt.toISOString(),
    })),
  };
}

/**
 * PUT /api/mail-jobs/retry: puts a failed job back in the queue with its attempts reset, once the
 * cause (an SMTP outage, a full mailbox) is fixed. Only a `failed` job: a sent mail is never sent
 * twice from here. The worker polls, so it goes out within seconds.
 */
export async function retryFailedMail(
  ctx: RequestContext,
  input: z.output<typeof retryMailJobSchema>,
): Promise<{ message: string }> {
  requireAdmin(ctx);
  const [job] = await ctx.db
    .select({ kind: mailJobs.kind, status: mailJobs.status })
    .from(mailJobs)
    .where(eq(mailJobs.id, input.job_id));
  if (!job) throw new AppError("NOT_FOUND", MAIL_JOB_NOT_FOUND);
  if (EXPIRED_BY_FAILURE.has(job.kind)) throw new AppError("CONFLICT", MAIL_JOB_EXPIRED);
  const [row] = await ctx.db
    .update(mailJobs)
    .set({ status: "queued", attempts: 0, runAt: sql`now()`, lockedUntil: null, lockedBy: null })
    .where(and(eq(mailJobs.id, input.job_id), eq(mailJobs.status, "failed")))
    .returning({ id: mailJobs.id });
  // Sent or queued meanwhile (another admin's retry): a mail is never sent twice from here.
  if (!row) throw new AppError("CONFLICT", MAIL_JOB_NOT_FAILED);
  return { message: MAIL_RETRY_QUEUED };
}
