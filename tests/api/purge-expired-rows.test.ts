import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hashToken } from "@/server/auth/tokens";
import { executeRows } from "@/server/db/raw-rows";
import {
  emailConfirmations,
  mailJobs,
  mailOutbox,
  passwordResetTokens,
  rateLimits,
  sessions,
  trustedDevices,
} from "@/server/db/schema";
import { purgeExpiredRows } from "@/server/maintenance/purge-expired-rows";
import { createTestApp, describeApi, type TestApp } from "../support/app";

const HOUR = 60 * 60 * 1000;

describeApi("purging expired rows", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("removes what can no longer be used and keeps everything live", async () => {
    const member = await app.signUp();
    const userId = member.user.id;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);

    await app.db.insert(sessions).values([
      { id: hashToken("expiredsessionaaaaaaaa"), userId, expiresAt: ago(1000) },
      { id: hashToken("livesessionaaaaaaaaaaa"), userId, expiresAt: ahead(HOUR) },
    ]);
    await app.db.insert(passwordResetTokens).values([
      { id: hashToken("expiredlink"), userId, expiresAt: ago(1000) },
      { id: hashToken("usedlink"), userId, expiresAt: ahead(HOUR), usedAt: ago(60_000) },
      { id: hashToken("livelink"), userId, expiresAt: ahead(HOUR) },
    ]);
    await app.db.insert(rateLimits).values([
      { key: "purge-test:old", count: 3, windowStartedAt: ago(25 * HOUR) },
      { key: "purge-test:live", count: 3, windowStartedAt: ago(10 * 60_000) },
    ]);
    await app.db.insert(mailOutbox).values([
      { to: "purge-old@example.com", subject: "old", text: "old", createdAt: ago(8 * 24 * HOUR) },
      { to: "purge-new@example.com", subject: "new", text: "new", createdAt: ago(HOUR) },
    ]);

    const sentJob = { kind: "password-reset", payload: { subject: "s" }, status: "sent" as const };
    await app.db.insert(mailJobs).values([
      {
        ...sentJob,
        idempotencyKey: "purge-test:old-sent",
        recipient: "a@example.com",
        sentAt: ago(31 * 24 * HOUR),
      },
      {
        ...sentJob,
        idempotencyKey: "purge-test:new-sent",
        recipient: "a@example.com",
        sentAt: ago(29 * 24 * HOUR),
      },
      {
        ...sentJob,
        idempotencyKey: "purge-test:old-failed",
        recipient: "a@example.com",
        status: "failed",
        createdAt: ago(60 * 24 * HOUR),
      },
    ]);

    const code = { name: "Purge Test", phone: "+923001234567", passwordHash: "x", codeHash: "y" };
    await app.db.insert(emailConfirmations).values([
      { ...code, email: "purge-expired-code@example.com", expiresAt: ago(1000) },
      { ...code, email: "purge-live-code@example.com", expiresAt: ahead(10 * 60_000) },
    ]);
    await app.db.insert(trustedDevices).values([
      { tokenHash: hashToken("staledevice"), userId, lastUsedAt: ago(366 * 24 * HOUR) },
      { tokenHash: hashToken("livedevice"), userId, lastUsedAt: ago(300 * 24 * HOUR) },
    ]);

    // The browse index's change log (migration 0014): an hour's worth is kept.
    const changed = ["00000000-0000-7000-8000-00000000aaaa", "00000000-0000-7000-8000-00000000bbbb"];
    await app.db.execute(sql`delete from profile_search_changes`);
    await app.db.execute(sql`insert into profile_search_changes (profile_id, changed_at) values
      (${changed[0]}, ${ago(2 * HOUR).toISOString()}::timestamptz),
      (${changed[1]}, ${ago(HOUR / 2).toISOString()}::timestamptz)`);

    const counts = await purgeExpiredRows(app.db, now);
    const [left] = await executeRows<{ ids: string[] }>(
      app.db,
      sql`select array_agg(profile_id::text) as ids from profile_search_changes`,
    );
    expect(left?.ids).toEqual([changed[1]]);
    expect(counts).toMatchObject({
      searchChanges: 1,
      sessions: 1,
      resetTokens: 2,
      rateLimits: 1,
      outbox: 1,
      confirmations: 1,
      devices: 1,
      mailJobs: 1,
    });
    const jobs = await app.db
      .select({ key: mailJobs.idempotencyKey })
      .from(mailJobs)
      .where(like(mailJobs.idempotencyKey, "purge-test:%"))
      .orderBy(mailJobs.idempotencyKey);
    expect(jobs.map((r) => r.key)).toEqual(["purge-test:new-sent", "purge-test:old-failed"]);
    const codes = await app.db
      .select({ email: emailConfirmations.email })
      .from(emailConfirmations)
      .where(
        inArray(emailConfirmations.email, ["purge-expired-code@example.com", "purge-live-code@example.com"]),
      );
    expect(codes.map((r) => r.email)).toEqual(["purge-live-code@example.com"]);
    const devices = await app.db
      .select({ tokenHash: trustedDevices.tokenHash })
      .from(trustedDevices)
      .where(inArray(trustedDevices.tokenHash, [hashToken("staledevice"), hashToken("livedevice")]));
    expect(devices.map((r) => r.tokenHash)).toEqual([hashToken("livedevice")]);

    const sessionIds = (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
      (r) => r.id,
    );
    expect(sessionIds).toContain(hashToken("livesessionaaaaaaaaaaa"));
    expect(sessionIds).not.toContain(hashToken("expiredsessionaaaaaaaa"));
    const links = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(links.map((r) => r.id)).toEqual([hashToken("livelink")]);
    const windows = await app.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["purge-test:old", "purge-test:live"]));
    expect(windows.map((r) => r.key)).toEqual(["purge-test:live"]);
    const mail = await app.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ["purge-old@example.com", "purge-new@example.com"]));
    expect(mail.map((r) => r.to)).toEqual(["purge-new@example.com"]);

    // The member's own session (made at sign-up) is live and still signs them in.
    const me = await app.request("GET", "/api/auth/me", { cookie: member.cookie });
    expect((me.body.data as { id: string } | null)?.id).toBe(userId);
  });
});
