import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { BackgroundTasks } from "../background";
import type { Db } from "../db/client";
import { mailJobs } from "../db/schema";
import { appUrl } from "../env";
import { logger } from "../logger";
import { PollingLoop } from "../polling-loop";
import type { Mail, Mailer } from "./mailer";

/**
 * Durable mail (decision 0022). A use case enqueues a job (a row, inserted once per idempotency
 * key); a worker in the app process claims due jobs under a lease, sends them, and retries failures
 * with back-off until MAIL_MAX_ATTEMPTS, after which the job is `failed` and listed for the admins.
 */

/** The wait after the 1st, 2nd, … failed attempt; after the last attempt the job is failed. */
export const MAIL_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/**
 * How long a claimed job is the claimer's. Longer than any send takes (nodemailer gives up on a
 * silent server well before), so a live sender never loses its job; a crashed one's job is sent
 * again once it lapses.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/**
 * A job's Message-ID, the same on every attempt: a job sent again because its sender died after the
 * relay took it (the one duplicate a lease cannot rule out) reaches the member's server with the id
 * of the first copy, which mail servers and clients use to drop the second.
 */
export function jobMessageId(jobId: string): string {
  return `<${jobId}@${new URL(appUrl()).hostname}>`;
}
export const MAIL_POLL_MS = 2_000;

export type MailJobKind =
  | "proposal-received"
  | "proposal-accepted"
  | "messages-digest"
  | "plan-expiring"
  | "plan-expired"
  | "payment-succeeded"
  | "sign-up-code"
  | "sign-up-existing-account"
  | "password-reset"
  | "password-changed"
  | "failed-sign-ins"
  | "contact-reply"
  | "broadcast";

export type MailJobInput = {
  kind: MailJobKind;
  /** One job, hence at most one mail, per key: a second enqueue with it does nothing. */
  idempotencyKey: string;
  mail: Mail;
};

/** What a use case may do with mail: queue it. Sending is the worker's. */
export interface MailQueue {
  /** True when queued; false when a job with this key was already there. */
  enqueue(job: MailJobInput): Promise<boolean>;
  /**
   * Tells the worker that jobs were inserted elsewhere (`enqueueMail` inside a use case's
   * transaction), so it looks now instead of at its next poll.
   */
  wake(): void;
}

export async function enqueueMail(db: Db, job: MailJobInput): Promise<boolean> {
  const rows = await db
    .insert(mailJobs)
    .values({
      kind: job.kind,
      idempotencyKey: job.idempotencyKey,
      recipient: job.mail.to,
      payload: {
        subject: job.mail.subject,
        text: job.mail.text,
        ...(job.mail.html ? { html: job.mail.html } : {}),
        ...(job.mail.headers ? { headers: job.mail.headers } : {}),
      },
    })
    .onConflictDoNothing({ target: mailJobs.idempotencyKey })
    .returning({ id: mailJobs.id });
  return rows.length > 0;
}

export type FailedMailJob = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
};

/** Mail given up on, newest first: for the admin console (and for anyone reading the database). */
export async function listFailedMailJobs(db: Db, options: { limit?: number } = {}): Promise<FailedMailJob[]> {
  const rows = await db
    .select()
    .from(mailJobs)
    .where(eq(mailJobs.status, "failed"))
    .orderBy(desc(mailJobs.createdAt))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.payload.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
  }));
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

const millis = (ms: number) => sql`(${ms}::integer * interval '1 millisecond')`;

export type MailWorkerOptions = { pollMs?: number; leaseMs?: number; workerId?: string };

/**
 * The queue and its worker for one process. `start` polls (and is woken at once by an enqueue in
 * this process); `stop` lets the job being sent finish; `drain` sends everything due now, for tests
 * and for anyone who must know the mail so far has been tried.
 */
export class MailJobs implements MailQueue {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly loop: PollingLoop;
  private readonly inFlight = new Set<Promise<boolean>>();

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
    options: MailWorkerOptions = {},
  ) {
    // The database is away (or closing): the next poll looks again.
    this.loop = new PollingLoop(
      () => this.runOnce(),
      options.pollMs ?? MAIL_POLL_MS,
      "mail worker could not claim a job",
    );
    this.leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  }

  async enqueue(job: MailJobInput): Promise<boolean> {
    const queued = await enqueueMail(this.db, job);
    if (queued) this.wake();
    else logger.debug("mail job already queued", { kind: job.kind, idempotencyKey: job.idempotencyKey });
    return queued;
  }

  /** Makes a sleeping worker look for due jobs now. */
  wake(): void {
    this.loop.wake();
  }

  get running(): boolean {
    return this.loop.running;
  }

  start(): void {
    this.loop.start();
  }

  /** Stops polling; resolves once the job being sent (if any) has been sent and recorded. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Resolves when the background tasks so far (which may enqueue) are done and no job is due: every
   * job due now has been tried once (a failure waits for its back-off, so this ends).
   */
  async drain(): Promise<void> {
    for (;;) {
      await this.background.idle();
      if (await this.runOnce()) continue;
      if (this.inFlight.size === 0) return;
      await Promise.allSettled([...this.inFlight]);
    }
  }

  /** Claims one due job and tries to send it; false when none was due. */
  runOnce(): Promise<boolean> {
    const attempt = this.claimAndSend();
    this.inFlight.add(attempt);
    const done = () => {
      this.inFlight.delete(attempt);
    };
    attempt.then(done, done);
    return attempt;
  }

  private async claimAndSend(): Promise<boolean> {
    await this.failLapsedLastAttempts();
    const job = await this.claim();
    if (!job) return false;
    try {
      await this.mailer.send({
        to: job.recipient,
        subject: job.payload.subject,
        text: job.payload.text ?? "",
        html: job.payload.html,
        headers: job.payload.headers,
        messageId: jobMessageId(job.id),
      });
    } catch (error) {
      await this.recordFailure(job, errorText(error));
      return true;
    }
    // The text goes once sent: it holds reset links and sign-up codes, which the database otherwise
    // keeps only hashed; so do the headers, which carry the member's unsubscribe token. The subject
    // stays for the record.
    const marked = await this.db
      .update(mailJobs)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lockedUntil: null,
        lockedBy: null,
        payload: sql`${mailJobs.payload} - 'text' - 'html' - 'headers'`,
      })
      .where(and(eq(mailJobs.id, job.id), eq(mailJobs.lockedBy, this.workerId)))
      .returning({ id: mailJobs.id });
    if (marked.length === 0) {
      logger.warn("mail job sent after its lease lapsed", { jobId: job.id, kind: job.kind });
    }
    return true;
  }

  /**
   * One due job, now this worker's for the lease: queued and due, or still `sending` under a lapsed
   * lease (its sender died). `for update skip locked` lets two workers claim at once without
   * waiting on or taking the same row; each claim counts as an attempt.
   */
  private async claim() {
    const due = sql`(
      select ${mailJobs.id} from ${mailJobs}
      where ((${mailJobs.status} = 'queued' and ${mailJobs.runAt} <= now())
          or (${mailJobs.status} = 'sending' and ${mailJobs.lockedUntil} < now()))
        and ${mailJobs.attempts} < ${MAIL_MAX_ATTEMPTS}
      order by ${mailJobs.runAt}
      limit 1
      for update skip locked
    )`;
    const [job] = await this.db
      .update(mailJobs)
      .set({
        status: "sending",
        attempts: sql`${mailJobs.attempts} + 1`,
        lockedBy: this.workerId,
        lockedUntil: sql`now() + ${millis(this.leaseMs)}`,
      })
      .where(eq(mailJobs.id, due))
      .returning();
    return job ?? null;
  }

  private async recordFailure(job: typeof mailJobs.$inferSelect, error: string): Promise<void> {
    const final = job.attempts >= MAIL_MAX_ATTEMPTS;
    const delay = MAIL_RETRY_DELAYS_MS[Math.min(job.attempts, MAIL_RETRY_DELAYS_MS.length) - 1] ?? 0;
    await this.db
      .update(mailJobs)
      .set({
        status: final ? "failed" : "queued",
        lastError: error,
        lockedUntil: null,
        lockedBy: null,
        ...(final ? {} : { runAt: sql`now() + ${millis(delay)}` }),
      })
      .where(and(eq(mailJobs.id, job.id), eq(mailJobs.lockedBy, this.workerId)));
    const fields = { jobId: job.id, kind: job.kind, attempts: job.attempts, error };
    if (final) logger.error("mail job failed for good", fields);
    else logger.warn("mail job failed; will retry", { ...fields, retryInMs: delay });
  }

  /** A job whose last attempt's sender died is not claimed again: it is failed, and said so. */
  private async failLapsedLastAttempts(): Promise<void> {
    const lapsed = await this.db
      .update(mailJobs)
      .set({
        status: "failed",
        lastError: sql`coalesce(${mailJobs.lastError} || '; ', '') || 'the last attempt''s lease lapsed'`,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(
        and(
          eq(mailJobs.status, "sending"),
          lt(mailJobs.lockedUntil, sql`now()`),
          gte(mailJobs.attempts, MAIL_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: mailJobs.id, kind: mailJobs.kind, attempts: mailJobs.attempts });
    for (const job of lapsed) logger.error("mail job failed for good", { ...job, error: "lease lapsed" });
  }
}
