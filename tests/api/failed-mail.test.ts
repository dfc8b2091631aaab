import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailJobs } from "@/server/db/schema";
import { MAIL_JOB_EXPIRED, MAIL_JOB_NOT_FAILED, MAIL_RETRY_QUEUED } from "@/server/mail/failed-mail";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueEmail } from "../support/app";

type FailedList = {
  jobs: {
    id: string;
    kind: string;
    recipient: string;
    attempts: number;
    retryable: boolean;
    last_error: string;
  }[];
};

describeApi("failed mail, as administrators see and retry it", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  beforeAll(async () => {
    // No worker: a retried job stays queued until the test drains, so each step is seen.
    app = await createTestApp({ mailWorker: false });
    admin = await app.makeAdmin();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function failedJob(kind: string, recipient = uniqueEmail("failed")) {
    const [row] = await app.db
      .insert(mailJobs)
      .values({
        kind,
        idempotencyKey: `failed-test:${kind}:${recipient}`,
        recipient,
        payload: { subject: `A ${kind} mail`, text: `Hello ${recipient}` },
        status: "failed",
        attempts: 6,
        lastError: "421 try again later",
      })
      .returning({ id: mailJobs.id });
    if (!row) throw new Error("no row");
    return { id: row.id, recipient };
  }

  it("lists failed jobs newest first with the server's last answer, and marks expired kinds", async () => {
    const older = await failedJob("password-changed");
    const newer = await failedJob("password-reset");
    const list = await app.request<FailedList>("GET", "/api/mail-jobs/failed", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const ids = list.body.data?.jobs.map((job) => job.id) ?? [];
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const reset = list.body.data?.jobs.find((job) => job.id === newer.id);
    expect(reset).toMatchObject({
      kind: "password-reset",
      retryable: false,
      attempts: 6,
      last_error: "421 try again later",
    });
    expect(list.body.data?.jobs.find((job) => job.id === older.id)?.retryable).toBe(true);
  });

  it("sends a retried job exactly once, and refuses a second retry and expired kinds", async () => {
    const job = await failedJob("password-changed");
    const retried = await app.request("PUT", "/api/mail-jobs/retry", {
      cookie: admin.cookie,
      body: { job_id: job.id },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(MAIL_RETRY_QUEUED);

    const again = await app.request("PUT", "/api/mail-jobs/retry", {
      cookie: admin.cookie,
      body: { job_id: job.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MAIL_JOB_NOT_FAILED);

    await app.services.mailJobs.drain();
    expect(await app.outbox(job.recipient)).toHaveLength(1);
    const [row] = await app.db.select().from(mailJobs).where(eq(mailJobs.id, job.id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });

    const expired = await failedJob("sign-up-code");
    const refused = await app.request("PUT", "/api/mail-jobs/retry", {
      cookie: admin.cookie,
      body: { job_id: expired.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MAIL_JOB_EXPIRED);
    const [still] = await app.db.select().from(mailJobs).where(eq(mailJobs.id, expired.id));
    expect(still?.status).toBe("failed");
  });

  it("answers 404 for an unknown job", async () => {
    const missing = await app.request("PUT", "/api/mail-jobs/retry", {
      cookie: admin.cookie,
      body: { job_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.status).toBe(404);
  });

  describe("members", () => {
    it("cannot list or retry", async () => {
      const member = await app.signUp();
      const job = await failedJob("password-changed");
      expect((await app.request("GET", "/api/mail-jobs/failed", { cookie: member.cookie })).status).toBe(403);
      const retry = await app.request("PUT", "/api/mail-jobs/retry", {
        cookie: member.cookie,
        body: { job_id: job.id },
      });
      expect(retry.status).toBe(403);
      const [row] = await app.db.select().from(mailJobs).where(eq(mailJobs.id, job.id));
      expect(row?.status).toBe("failed");
    });
  });
});
