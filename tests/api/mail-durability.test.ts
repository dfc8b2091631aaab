import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailJobs } from "@/server/db/schema";
import { ensureAdmin } from "@/server/db/seed";
import { createTestApp, databaseAvailable, type TestApp, testDb, uniqueEmail } from "../support/app";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

/*
 * Issue 16's durability test, with the real server process (`tsx src/server/main.ts`) on a
 * PostgreSQL test database: a reset mail is queued by a process that does not send
 * (MAIL_WORKER=0), that process is killed with SIGKILL, and the next start sends it, exactly once.
 * PostgreSQL only: the embedded database is one process's, and the test holds it open.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

type Running = { child: ChildProcess; output: () => string; base: string; exited: Promise<unknown> };

async function startServer(url: string, smtpPort: number, mailWorker: "0" | "1"): Promise<Running> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      // A build folder of its own, so a developer's `npm run dev` is not disturbed.
      NEXT_DIST_DIR: ".next-mail-durability",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      MAIL_WORKER: mailWorker,
      SEED_DEMO: "0",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      TRUST_PROXY: "0",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await expect
    .poll(() => output, { timeout: 90_000, interval: 200, message: "the server says it is running" })
    .toContain("Rishta is running at");
  return { child, output: () => output, base: `http://127.0.0.1:${port}`, exited };
}

describe.runIf(databaseAvailable && testDb === "postgres")("mail that survives a killed server", () => {
  let app: TestApp;
  let peer: SmtpPeer;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    app = await createTestApp({ mailWorker: false });
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
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
    children.push(first.child);
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
    first.child.kill("SIGKILL");
    await first.exited;
    expect(peer.mails).toHaveLength(0);
    const [queued] = await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email));
    expect(queued).toMatchObject({ kind: "password-reset", status: "queued", attempts: 0 });

    const second = await startServer(app.url, peer.port, "1");
    children.push(second.child);
    await expect.poll(() => peer.mails.length, { timeout: 30_000 }).toBe(1);
    expect(peer.mails[0]?.to).toEqual([email]);
    expect(peer.mails[0]?.headers.subject).toBe("Reset your Rishta password");
    // A few polls later: still once.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(peer.mails).toHaveLength(1);
    const [sent] = await app.db.select().from(mailJobs).where(eq(mailJobs.recipient, email));
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });

    second.child.kill("SIGTERM");
    await second.exited;
    expect(second.output()).toContain("stopped cleanly");
  });
});
