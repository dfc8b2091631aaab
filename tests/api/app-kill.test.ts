import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "@/server/db/raw-rows";
import { findMissingWrites, type LoadResult, runLoad } from "../bench/lib/load-journey";
import { freePort } from "../bench/lib/processes";
import { createTestApp, databaseAvailable, type TestApp, testDb } from "../support/app";
import { seedDemoMembers } from "../support/demo-members";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

/*
 * Issue 21: the app process killed (SIGKILL) in the middle of the mixed journey and started again on
 * the same port. Mail is slow to leave (the SMTP peer takes 250 ms to answer each message), so the
 * queue holds mail when the process dies. After the restart every queued mail is sent, none twice;
 * no payment is settled twice; and every write the server acknowledged before or after the kill is
 * in the database. The job the dead process was sending stays leased and goes again after its lease
 * with the same Message-ID (jobs.ts); the test checks it is the only one.
 */

const MEMBERS = 12;

describe.runIf(databaseAvailable && testDb === "postgres")("the app process killed mid-load", () => {
  let app: TestApp;
  let smtp: SmtpPeer;
  let server: ServerProcess | null = null;
  let load: LoadResult;
  let queuedAtKill = 0;
  /** The jobs the killed process was sending: leased to it until their lease lapses. */
  let inFlightAtKill: string[] = [];
  /** The demo seed makes paid payments of its own; the test looks at those made after it. */
  let loadStartedAt: Date;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    smtp.answerDelayMs = 250;
    app = await createTestApp({ mailWorker: false });
    if (!app.url) throw new Error("needs a PostgreSQL database");
    const members = await seedDemoMembers(app, MEMBERS);
    const env = {
      DATABASE_URL: app.url,
      PORT: String(await freePort()),
      RATE_LIMITS: "0",
      MAIL_WORKER: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    };
    server = await startServerProcess("kill", env);
    loadStartedAt = new Date();
    const running = runLoad({
      baseUrls: [server.base],
      members,
      durationMs: 25_000,
      thinkMs: 200,
      // A restart takes seconds: a request waits for it rather than counting as lost.
      requestTimeoutMs: 60_000,
    });
    // Killed once the journey has queued mail faster than the slow relay takes it.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const [row] = await executeRows<{ queued: number }>(
        app.db,
        sql`select count(*)::int as queued from mail_jobs where status = 'queued'`,
      );
      queuedAtKill = row?.queued ?? 0;
      if (queuedAtKill >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    server.process.kill("SIGKILL");
    await server.exited;
    inFlightAtKill = (
      await executeRows<{ id: string }>(app.db, sql`select id from mail_jobs where status = 'sending'`)
    ).map((row) => row.id);
    server = await startServerProcess("kill", env);
    load = await running;
    // The restarted worker drains what was queued (the relay takes 4 a second).
    smtp.answerDelayMs = 0;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const [row] = await executeRows<{ waiting: number }>(
        app.db,
        sql`select count(*)::int as waiting from mail_jobs
            where status <> 'sent' and not (id = any(${sql.param(inFlightAtKill)}::uuid[]))`,
      );
      if (row?.waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await app?.close();
    await smtp?.close();
  });

  it("sends every mail queued before the kill after the restart, and none twice", async () => {
    expect(queuedAtKill).toBeGreaterThanOrEqual(5);
    const jobs = await executeRows<{ id: string; status: string }>(
      app.db,
      sql`select id, status from mail_jobs`,
    );
    const byStatus = (status: string) => jobs.filter((job) => job.status === status);
    expect(byStatus("queued")).toEqual([]);
    expect(byStatus("failed")).toEqual([]);
    // Only the job the dead process was sending (one at a time) waits, under its lease.
    expect(inFlightAtKill.length).toBeLessThanOrEqual(1);
    expect(byStatus("sending").filter((job) => !inFlightAtKill.includes(job.id))).toEqual([]);
    // Deliveries by the job id in their Message-ID (jobs.ts jobMessageId: `<job id@server's host>`).
    const delivered = new Map<string, number>();
    for (const mail of smtp.mails) {
      const id = /^<([^@]+)@/.exec(mail.headers["message-id"] ?? "")?.[1] ?? "";
      delivered.set(id, (delivered.get(id) ?? 0) + 1);
    }
    for (const job of byStatus("sent")) expect(delivered.get(job.id), job.id).toBe(1);
    expect([...delivered.values()].filter((count) => count > 1)).toEqual([]);
    expect(smtp.mails.length).toBeGreaterThan(queuedAtKill);
  });

  it("settles no payment twice", async () => {
    const [paid] = await executeRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from payments where status = 'paid' and created_at >= ${loadStartedAt.toISOString()}::timestamptz`,
    );
    expect(paid?.count ?? 0).toBeGreaterThan(0);
    const twice = await executeRows<{ payment_id: string }>(
      app.db,
      sql`select payment_id from payment_events
          where verdict = 'accepted' and kind in ('notification', 'status_query') and created_at >= ${loadStartedAt.toISOString()}::timestamptz
          group by payment_id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // Each paid payment: one plan period and one receipt mail.
    const incomplete = await executeRows<{ id: string; periods: number; mails: number }>(
      app.db,
      sql`select p.id,
                 (select count(*)::int from subscription_periods s where s.payment_id = p.id) as periods,
                 (select count(*)::int from mail_jobs j
                   where j.idempotency_key = 'payment-succeeded:' || p.id::text) as mails
          from payments p where p.status = 'paid' and p.created_at >= ${loadStartedAt.toISOString()}::timestamptz`,
    );
    expect(incomplete.filter((row) => row.periods !== 1 || row.mails > 1)).toEqual([]);
  });

  it("keeps every write acknowledged before and after the kill", async () => {
    const check = await findMissingWrites(app.db, load.writes);
    expect(load.writes.length).toBeGreaterThan(0);
    expect(check.missing.map(({ write, why }) => `${JSON.stringify(write)}: ${why}`)).toEqual([]);
  });
});
