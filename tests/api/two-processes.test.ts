import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmationCodeFrom,
  createTestApp,
  databaseAvailable,
  type TestApp,
  testDb,
  uniqueEmail,
} from "../support/app";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp";

/*
 * Issue 21: two real server processes on one PostgreSQL database and one S3 bucket, as two
 * instances behind a load balancer (the test alternates between them, as a round-robin balancer
 * would). What one process does, the other knows: an account made through one signs in through the
 * other, a sign-out on one ends the session on the other within a second, abuse limits count both
 * processes' requests, a photo uploaded through one is served by the other, and each queued mail is
 * sent once although both run the mail worker. Events across processes: realtime-two-servers.test.ts.
 */

type Answer = { status: number; body: { data?: unknown; code?: string }; cookie?: string };

async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => /^rishta_session=.+/.test(pair));
  return { status: response.status, body: (await response.json()) as Answer["body"], cookie: session };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(databaseAvailable && testDb === "postgres")("two server processes on one database", () => {
  let app: TestApp;
  let s3: TestS3;
  let smtp: SmtpPeer;
  /** The processes' local photo folder, which STORAGE=s3 must leave empty. */
  let uploadsDir: string;
  const servers: ServerProcess[] = [];
  const server = (index: number): string => {
    const chosen = servers[index % servers.length];
    if (!chosen) throw new Error("the servers did not start");
    return chosen.base;
  };

  /** The confirmation code mailed to `email`, once the SMTP peer has it. */
  async function mailedCode(email: string): Promise<string> {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
      const mail = smtp.mails.find((received) => received.to.includes(email));
      if (mail) return confirmationCodeFrom(mail.body);
    }
    throw new Error(`no mail reached ${email}`);
  }

  /** Signs up through server `first` and confirms the code through the other one. */
  async function signUpAcross(first: number, label: string) {
    const email = uniqueEmail(label);
    const password = "Rishta@2024";
    const started = await call(server(first), "POST", "/api/auth/sign-up", {
      body: { name: "Ayesha Khan", email, phone: "+923001234567", password, agree: true },
    });
    expect(started.status).toBe(200);
    const verified = await call(server(first + 1), "POST", "/api/auth/verify-email", {
      body: { email, code: await mailedCode(email) },
    });
    expect(verified.status).toBe(200);
    if (!verified.cookie) throw new Error("no session after confirming the address");
    return { email, password, cookie: verified.cookie };
  }

  beforeAll(async () => {
    [s3, smtp] = await Promise.all([startTestS3("rishta-two-processes"), startSmtpPeer()]);
    app = await createTestApp({ mailWorker: false });
    if (!app.url) throw new Error("needs a PostgreSQL database");
    const { settings } = s3;
    uploadsDir = mkdtempSync(path.join(tmpdir(), "rishta-two-processes-"));
    const env = {
      DATABASE_URL: app.url,
      STORAGE: "s3",
      UPLOADS_DIR: uploadsDir,
      S3_ENDPOINT: settings.endpoint ?? "",
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      // Both processes send mail: the queue must hand each job to one of them.
      MAIL_WORKER: "1",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    };
    servers.push(
      ...(await Promise.all([startServerProcess("pair-a", env), startServerProcess("pair-b", env)])),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((child) => child.stop()));
    await app?.close();
    await Promise.all([s3?.close(), smtp?.close()]);
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("an account made through one process signs in and works through the other", {
    timeout: 60_000,
  }, async () => {
    const member = await signUpAcross(0, "across");
    // The session made on B works on A, and a fresh sign-in on A works on B.
    const me = await call(server(0), "GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data).toMatchObject({ email: member.email });
    const signedIn = await call(server(0), "POST", "/api/auth/sign-in", {
      body: { email: member.email, password: member.password },
    });
    expect(signedIn.status).toBe(200);
    const notifications = await call(server(1), "GET", "/api/notifications/get", { cookie: signedIn.cookie });
    expect(notifications.status).toBe(200);
  });

  it("a session ended through one process is refused by the other within a second", {
    timeout: 60_000,
  }, async () => {
    const member = await signUpAcross(1, "revoked");
    // B has the session in its cache (it answered with it), so only the eviction can end it there.
    expect((await call(server(1), "GET", "/api/notifications/get", { cookie: member.cookie })).status).toBe(
      200,
    );
    expect((await call(server(1), "GET", "/api/notifications/get", { cookie: member.cookie })).status).toBe(
      200,
    );
    const signedOut = await call(server(0), "POST", "/api/auth/sign-out", { cookie: member.cookie });
    expect(signedOut.status).toBe(200);
    const endedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - endedAt < 3_000) {
      status = (await call(server(1), "GET", "/api/notifications/get", { cookie: member.cookie })).status;
      if (status === 200) await sleep(20);
    }
    expect(status).toBe(401);
    expect(Date.now() - endedAt).toBeLessThan(1_000);
  });

  it("an abuse limit counts the requests of both processes", { timeout: 60_000 }, async () => {
    // Three reset requests an hour for one address from one client; alternated between the
    // processes, the fourth is refused (each process alone has seen only two).
    const email = uniqueEmail("limited");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push(
        (await call(server(attempt), "POST", "/api/auth/forgot-password", { body: { email } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a photo uploaded through one process is served by the other, from the shared bucket", {
    timeout: 60_000,
  }, async () => {
    const member = await signUpAcross(0, "photo");
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6b8c" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "me.jpg");
    const uploaded = await fetch(`${server(0)}/api/profile/create/image-upload`, {
      method: "POST",
      headers: { cookie: member.cookie },
      body: form,
    });
    const body = (await uploaded.json()) as { data?: { image_url?: string } };
    expect(uploaded.status, JSON.stringify(body)).toBe(200);
    const imageUrl = body.data?.image_url ?? "";
    const load = async (index: number) => {
      const response = await fetch(`${server(index)}${imageUrl}`, { headers: { cookie: member.cookie } });
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const [fromA, fromB] = [await load(0), await load(1)];
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.length).toBeGreaterThan(0);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    // Nothing went to either process's disk.
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it("each queued mail is sent once, although both processes run the mail worker", {
    timeout: 90_000,
  }, async () => {
    const emails = Array.from({ length: 8 }, (_, index) => uniqueEmail(`once${index}`));
    await Promise.all(
      emails.map((email, index) =>
        call(server(index), "POST", "/api/auth/sign-up", {
          body: { name: "Ayesha Khan", email, phone: "+923001234567", password: "Rishta@2024", agree: true },
        }),
      ),
    );
    const delivered = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email)).length;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(200)) {
      if (emails.every((email) => delivered(email) >= 1)) break;
    }
    // Time for a second worker's copy to arrive, were there one.
    await sleep(2_000);
    expect(emails.map(delivered)).toEqual(emails.map(() => 1));
  });
});
