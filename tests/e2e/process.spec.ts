import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/*
 * The process as an operator runs it: a fresh embedded database, production mode, an https
 * APP_URL. What only a whole process shows: the demo admin's login printed on the first start,
 * Secure cookies, the outbox's loopback rule over real sockets, and SIGTERM stopping cleanly
 * (lock released, database closed) so the next start opens the same data.
 */

const DIST_DIR = process.env.E2E_DIST_DIR ?? ".next-e2e";

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

type Running = { child: ChildProcess; output: () => string; base: string; exited: Promise<number | null> };

async function startServer(dataDir: string, port: number): Promise<Running> {
  let output = "";
  // Node itself with tsx's loader (not the tsx wrapper): the signals reach the server directly,
  // and a kill on failure leaves no server behind.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: "https://rishta.test",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SEED_DEMO: "0",
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // What npm start sets for a quick start without SMTP_URL or DATABASE_URL.
      DEV_MAIL_OUTBOX: "1",
      DEMO_PAYMENTS: "1",
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
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await expect
    .poll(() => output, { timeout: 90_000, message: "the server says it is running" })
    .toContain("Rishta is running at");
  return { child, output: () => output, base: `http://127.0.0.1:${port}`, exited };
}

test.describe("the server process", () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir = "";
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "rishta-process-"));
  });
  test.afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("first start prints the demo admin, cookies are Secure, SIGTERM stops cleanly, the next start reopens the data", async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    try {
      const login = /Admin sign-in: (admin@rishta\.local) \/ (\S+)/.exec(first.output());
      expect(login, first.output()).not.toBeNull();
      const [, email, password] = login ?? [];

      // The printed login works, and production cookies are Secure (APP_URL is https).
      const signIn = await fetch(`${first.base}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      expect(((await signIn.json()) as { data: { role: string } }).data.role).toBe("admin");
      const cookie = signIn.headers.getSetCookie()[0] ?? "";
      expect(cookie.split(";").map((part) => part.trim())).toEqual(
        expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure"]),
      );

      // The quick start shows its outbox (every reset link) to this machine only: a request that
      // came through a proxy gets the 404 page, without the mail.
      const forgot = await fetch(`${first.base}/api/auth/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(forgot.status).toBe(200);
      await expect
        .poll(async () => (await fetch(`${first.base}/dev/mail`)).text())
        .toContain("/auth/reset-password?token=");
      const proxied = await fetch(`${first.base}/dev/mail`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(proxied.status).toBe(404);
      const refused = await proxied.text();
      expect(refused).toContain("Page not found");
      expect(refused).not.toContain("reset-password?token=");

      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain("stopped cleanly");
      expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    } finally {
      first.child.kill("SIGKILL");
    }

    const second = await startServer(dataDir, port);
    try {
      // Same data: the saved demo login is printed again and still signs in.
      expect(second.output()).toContain("Admin sign-in: admin@rishta.local");
      const health = await fetch(`${second.base}/api/health`);
      expect(health.status).toBe(200);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      second.child.kill("SIGKILL");
    }
  });
});
