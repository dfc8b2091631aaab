import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailJobs, mailOutbox } from "@/server/db/schema";
import {
  listFailedMailJobs,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
  type MailJobInput,
  MailJobs,
} from "@/server/mail/jobs";
import { outboxMailer } from "@/server/mail/mailer";
import { createTestApp, describeApi, type TestApp, uniqueEmail } from "../support/app";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

/** A job for a fresh address, under its own key unless one is given. */
function job(to = uniqueEmail("mail"), key = `test:${to}`): MailJobInput {
  return {
    kind: "password-changed",
    idempotencyKey: key,
    mail: { to, subject: `For ${to}`, text: `Hello ${to}` },
  };
}

async function jobRow(app: TestApp, key: string) {
  const [row] = await app.db
    .select({
      status: mailJobs.status,
      attempts: mailJobs.attempts,
      lastError: mailJobs.lastError,
      lockedBy: mailJobs.lockedBy,
      payload: mailJobs.payload,
      sentAt: mailJobs.sentAt,
      // Seconds from now until the job is due again (negative: overdue).
      dueIn: sql<string>`extract(epoch from ${mailJobs.runAt} - now())`,
    })
    .from(mailJobs)
    .where(eq(mailJobs.idempotencyKey, key));
  if (!row) throw new Error(`no mail job ${key}`);
  return { ...row, dueIn: Number(row.dueIn) };
}

describeApi("durable mail jobs (outbox)", () => {
  let app: TestApp;
  beforeAll(async () => {
    // No worker: each test drains, so every attempt is its own step.
    app = await createTestApp({ mailWorker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("sends one mail for two enqueues with one idempotency key, and forgets the text once sent", async () => {
    const input = job();
    expect(await app.services.mailJobs.enqueue(input)).toBe(true);
    expect(await app.services.mailJobs.enqueue({ ...input, mail: { ...input.mail, subject: "Again" } })).toBe(
      false,
    );
    const mails = await app.outbox(input.mail.to);
    expect(mails.map((mail) => mail.subject)).toEqual([input.mail.subject]);
    expect(mails[0]?.text).toBe(input.mail.text);

    // Enqueued again after it was sent: still nothing more.
    expect(await app.services.mailJobs.enqueue(input)).toBe(false);
    expect(await app.outbox(input.mail.to)).toHaveLength(1);
    const row = await jobRow(app, input.idempotencyKey);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedBy: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.payload).toEqual({ subject: input.mail.subject });
  });

  it("reclaims a job whose sender died (its lease lapsed), and leaves a live lease alone", async () => {
    const stale = job();
    const live = job();
    await app.db.insert(mailJobs).values([
      {
        kind: stale.kind,
        idempotencyKey: stale.idempotencyKey,
        recipient: stale.mail.to,
        payload: { subject: stale.mail.subject, text: stale.mail.text },
        status: "sending",
        attempts: 1,
        lockedBy: "a-crashed-process",
        lockedUntil: sql`now() - interval '1 second'`,
      },
      {
        kind: live.kind,
        idempotencyKey: live.idempotencyKey,
        recipient: live.mail.to,
        payload: { subject: live.mail.subject, text: live.mail.text },
        status: "sending",
        attempts: 1,
        lockedBy: "a-live-process",
        lockedUntil: sql`now() + interval '5 minutes'`,
      },
    ]);
    expect(await app.outbox(stale.mail.to)).toHaveLength(1);
    expect(await jobRow(app, stale.idempotencyKey)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await app.outbox(live.mail.to)).toHaveLength(0);
    expect(await jobRow(app, live.idempotencyKey)).toMatchObject({
      status: "sending",
      attempts: 1,
      lockedBy: "a-live-process",
    });
  });

  it("fails a job whose last attempt's sender died, instead of sending it a seventh time", async () => {
    const input = job();
    await app.db.insert(mailJobs).values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      recipient: input.mail.to,
      payload: { subject: input.mail.subject, text: input.mail.text },
      status: "sending",
      attempts: MAIL_MAX_ATTEMPTS,
      lockedBy: "a-crashed-process",
      lockedUntil: sql`now() - interval '1 second'`,
    });
    expect(await app.outbox(input.mail.to)).toHaveLength(0);
    expect(await jobRow(app, input.idempotencyKey)).toMatchObject({
      status: "failed",
      attempts: MAIL_MAX_ATTEMPTS,
    });
    expect((await listFailedMailJobs(app.db)).map((failed) => failed.recipient)).toContain(input.mail.to);
  });

  it("wakes a started worker at once after an enqueue, and stops it cleanly", async () => {
    // A poll a minute apart: only the wake-up can send this within the test's time.
    const worker = new MailJobs(app.db, outboxMailer(app.db), app.services.background, { pollMs: 60_000 });
    worker.start();
    try {
      const input = job();
      await worker.enqueue(input);
      await expect
        .poll(
          async () => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.mail.to))).length,
          {
            timeout: 5000,
          },
        )
        .toBe(1);
    } finally {
      await worker.stop();
    }
    expect(worker.running).toBe(false);
  });

  it("two workers racing over 20 jobs send each exactly once", async () => {
    // On PostgreSQL the second instance has its own pool: the claims really race.
    const second = await app.secondInstance();
    try {
      const inputs = Array.from({ length: 20 }, () => job());
      for (const input of inputs) await app.services.mailJobs.enqueue(input);
      await Promise.all([
        app.services.mailJobs.drain(),
        app.services.mailJobs.drain(),
        second.services.mailJobs.drain(),
        second.services.mailJobs.drain(),
      ]);
      for (const input of inputs) {
        expect(await app.outbox(input.mail.to)).toHaveLength(1);
        expect(await jobRow(app, input.idempotencyKey)).toMatchObject({ status: "sent", attempts: 1 });
      }
    } finally {
      await second.close();
    }
  });
});

describeApi("durable mail jobs (a refusing SMTP server)", () => {
  let peer: SmtpPeer;
  let app: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${peer.port}?ignoreTLS=true`, mailWorker: false });
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  it("retries with growing back-off, then fails the job, lists it, and never sends it", async () => {
    peer.rejecting = true;
    const input = job();
    await app.services.mailJobs.enqueue(input);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await app.services.mailJobs.drain();
      const row = await jobRow(app, input.idempotencyKey);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/451|Try again later/);
      expect(row.lockedBy).toBeNull();
      const delay = MAIL_RETRY_DELAYS_MS[attempt - 1];
      if (delay !== undefined) {
        expect(row.status).toBe("queued");
        expect(row.dueIn).toBeGreaterThan(delay / 1000 - 30);
        expect(row.dueIn).toBeLessThanOrEqual(delay / 1000 + 1);
        // Not due yet: draining again tries nothing.
        await app.services.mailJobs.drain();
        expect((await jobRow(app, input.idempotencyKey)).attempts).toBe(attempt);
        // The back-off is over.
        await app.db
          .update(mailJobs)
          .set({ runAt: sql`now()` })
          .where(eq(mailJobs.idempotencyKey, input.idempotencyKey));
      } else {
        expect(row.status).toBe("failed");
      }
    }
    const failed = await listFailedMailJobs(app.db);
    expect(failed.find((row) => row.recipient === input.mail.to)).toMatchObject({
      kind: input.kind,
      subject: input.mail.subject,
      attempts: MAIL_MAX_ATTEMPTS,
    });

    // The server takes mail again: a failed job stays failed (an admin decides), nothing is sent.
    peer.rejecting = false;
    await app.db
      .update(mailJobs)
      .set({ runAt: sql`now()` })
      .where(eq(mailJobs.idempotencyKey, input.idempotencyKey));
    await app.services.mailJobs.drain();
    expect(peer.mails.filter((mail) => mail.to.includes(input.mail.to))).toHaveLength(0);
    expect((await jobRow(app, input.idempotencyKey)).status).toBe("failed");
  });

  it("sends a job once the server takes mail again after a refusal", async () => {
    peer.rejecting = true;
    const input = job();
    await app.services.mailJobs.enqueue(input);
    await app.services.mailJobs.drain();
    expect((await jobRow(app, input.idempotencyKey)).status).toBe("queued");
    peer.rejecting = false;
    await app.db
      .update(mailJobs)
      .set({ runAt: sql`now()` })
      .where(eq(mailJobs.idempotencyKey, input.idempotencyKey));
    await app.services.mailJobs.drain();
    expect(peer.mails.filter((mail) => mail.to.includes(input.mail.to))).toHaveLength(1);
    expect(await jobRow(app, input.idempotencyKey)).toMatchObject({ status: "sent", attempts: 2 });
  });
});
