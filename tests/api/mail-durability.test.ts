import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailJobs } from "@/server/db/schema";
import { ensureAdmin } from "@/server/db/seed";
import type { Child } from "../bench/lib/processes";
import { createTestApp, databaseAvailable, type TestApp, testDb, uniqueEmail } from "../support/app";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

/*
 * Issue 16's durability test, with the real server process (`tsx src/server/main.ts`) on a
 * PostgreSQL test database: a reset mail is queued by a process that does not send
 * (MAIL_WORKER=0), that process is killed with SIGKILL, and the next start sends it, exactly once.
 * PostgreSQL only: the embedded database is one process's, and the test holds it open.
 */

/** The real server on the test's database and SMTP peer, started as an operator starts it. */
function startServer(url: string, smtpPort: number, mailWorker: "0" | "1"): Promise<ServerProcess> {
  return startServerProcess(mailWorker === "0" ? "mail-queued" : "mail-sent", {
    DATABASE_URL: url,
    // A build folder tsconfig.json lists, shared by the two (they run one after the other).
    NEXT_DIST_DIR: ".next-mail-durability",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    MAIL_WORKER: mailWorker,
    LOG_LEVEL: "info",
  });
}

describe.runIf(databaseAvailable && testDb === "postgres")("mail that survives a killed server", () => {
  let app: TestApp;
  let peer: SmtpPeer;
  const children: Child[] = [];
  beforeAll(async () => {
    app = await createTestApp({ mailWorker: false });
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    for (const child of children) if (child.process.exitCode === null) child.process.kill("SIGKILL");
    await app?.close();
    await peer?.close();
  });

  it("sends a reset mail queued before a SIGKILL exactly once after the restart", {
    timeout: 240_000,
  }, async () => {
    if (!app.url) throw new Error("needs a PostgreSQL database");
    const email = uniqueEmail("durable");
    await ensureAdmin(app.db, { email, password: "Durable@Mail1" });

    const first = await startServer(app.url, peer.port, "0");
    children.push(first);
    expect(first.output()).toContain("MAIL_WORKER=0");
    const res = await fetch(`${first.base}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    // The job is queued (after the answer) and not sent.
    await expect
      .poll(async () => (await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email))).length, {
        timeout: 10_000,
      })
      .toBe(1);
    first.process.kill("SIGKILL");
    await first.exited;
    expect(peer.mails).toHaveLength(0);
    const [queued] = await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email));
    expect(queued).toMatchObject({ kind: "password-reset", status: "queued", attempts: 0 });

    const second = await startServer(app.url, peer.port, "1");
    children.push(second);
    await expect.poll(() => peer.mails.length, { timeout: 30_000 }).toBe(1);
    expect(peer.mails[0]?.to).toEqual([email]);
    expect(peer.mails[0]?.headers.subject).toBe("Reset your Rishta password");
    // A few polls later: still once.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(peer.mails).toHaveLength(1);
    const [sent] = await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email));
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });

    expect(await second.stop()).toBe("code 0");
    expect(second.output()).toContain("stopped cleanly");
  });
});
