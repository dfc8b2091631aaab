import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { sessionCache } from "@/server/auth/session-cache";
import { profiles, sessions, users } from "@/server/db/schema";
import { createTestApp, describeApi, type TestApp } from "../support/app";
import { memberWithProfile, setProfileColumns } from "../support/profiles";

const DAY_MS = 24 * 60 * 60 * 1000;

function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf("=") + 1);
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

describeApi("sessions", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("stores the SHA-256 of the cookie token, never the token", async () => {
    const member = await app.signUp();
    const token = tokenOf(member.cookie);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    await app.settle();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(sha256Hex(token));
    expect(rows[0]?.id).not.toContain(token);
    const [byToken] = await app.db.select().from(sessions).where(eq(sessions.id, token));
    expect(byToken).toBeUndefined();
    const expiresIn = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * DAY_MS);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY_MS);
  });

  it("a cookie holding the stored hash instead of the token signs nobody in", async () => {
    const member = await app.signUp();
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    await app.settle();
    const me = await app.request("GET", "/api/auth/me", { cookie: `rishta_session=${row?.id}` });
    expect(me.body.data).toBeNull();
  });

  it("rejects an expired session and clears its cookie", async () => {
    const member = await app.signUp();
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
    await app.settle();
    await app.settle();
    const me = await app.request("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toBeNull();
    expect(me.cookieCleared).toBe(true);
    const badges = await app.request("GET", "/api/dashboard/badges", { cookie: member.cookie });
    expect(badges.status).toBe(401);
    expect(badges.body).toEqual({ error: "Please sign in to continue.", code: "UNAUTHORIZED" });
  });

  it("does not touch a session in the first half of its term", async () => {
    const member = await app.signUp();
    const [before] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    await app.settle();
    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data?.id).toBe(member.user.id);
    expect(me.setCookies).toEqual([]);
    const [after] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    await app.settle();
    expect(after?.expiresAt.getTime()).toBe(before?.expiresAt.getTime());
  });

  it("slides a session used in the second half of its term to a full term again", async () => {
    const member = await app.signUp();
    const nearEnd = new Date(Date.now() + 10 * DAY_MS);
    await app.db.update(sessions).set({ expiresAt: nearEnd }).where(eq(sessions.userId, member.user.id));
    await app.settle();

    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data?.id).toBe(member.user.id);
    // The same token, sent again with a new expiry.
    expect(me.cookie).toBe(member.cookie);
    const attributes = (me.setCookies[0] ?? "").split(";").map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    const maxAge = Number(attributes.find((part) => part.startsWith("Max-Age="))?.slice("Max-Age=".length));
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);

    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    await app.settle();
    expect(row?.expiresAt.getTime()).toBeGreaterThan(nearEnd.getTime() + 19 * DAY_MS);

    // The REST routes behind a member guard slide the session too.
    await app.db.update(sessions).set({ expiresAt: nearEnd }).where(eq(sessions.userId, member.user.id));
    await app.settle();
    const badges = await app.request("GET", "/api/dashboard/badges", { cookie: member.cookie });
    expect(badges.status).toBe(200);
    expect(badges.cookie).toBe(member.cookie);
  });

  it("slides over tRPC as well", async () => {
    const member = await app.signUp();
    const nearEnd = new Date(Date.now() + 5 * DAY_MS);
    await app.db.update(sessions).set({ expiresAt: nearEnd }).where(eq(sessions.userId, member.user.id));
    await app.settle();
    const me = await app.trpc.query<PublicUser>("auth.me", undefined, { cookie: member.cookie });
    expect(me.data?.id).toBe(member.user.id);
    expect(me.cookie).toBe(member.cookie);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    await app.settle();
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  describe("the in-memory session cache follows the database", () => {
    /** Asks until `done` holds for the answer, for at most two seconds (notifications are asynchronous). */
    async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
      const deadline = Date.now() + 2000;
      for (;;) {
        const answer = await ask();
        if (done(answer) || Date.now() > deadline) return answer;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const me = (cookie: string) =>
      app.request<PublicUser>("GET", "/api/auth/me", { cookie }).then((res) => res.body.data ?? null);

    it("refuses a session that another process deleted, without waiting out the cache", async () => {
      const member = await app.signUp();
      expect((await me(member.cookie))?.id).toBe(member.user.id);
      // Straight in the database, as another process signing the member out would.
      await app.db.delete(sessions).where(eq(sessions.userId, member.user.id));
      const started = Date.now();
      expect(
        await eventually(
          () => me(member.cookie),
          (user) => user === null,
        ),
      ).toBeNull();
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it("answers with the account as the database has it after another process changes it", async () => {
      const member = await app.signUp();
      const own = () =>
        app
          .request<{ user: { name: string; image_url: string | null } }>("GET", "/api/users/get", {
            cookie: member.cookie,
            query: { user_id: member.user.id },
          })
          .then((res) => res.body.data?.user);
      expect((await own())?.name).toBe(member.user.name);
      await app.db.update(users).set({ name: "Renamed Elsewhere" }).where(eq(users.id, member.user.id));
      expect((await eventually(own, (user) => user?.name === "Renamed Elsewhere"))?.name).toBe(
        "Renamed Elsewhere",
      );

      await app.db
        .update(profiles)
        .set({ imageUrl: "/api/profile/images/elsewhere" })
        .where(eq(profiles.userId, member.user.id));
      expect((await eventually(own, (user) => user?.image_url !== null))?.image_url).toBe(
        "/api/profile/images/elsewhere",
      );
    });

    it("gives a member the verified badge another process granted, and keeps the cache for a save that changes nothing", async () => {
      const member = await memberWithProfile(app);
      const viewer = await memberWithProfile(app);
      await setProfileColumns(app, member, { profileVisibility: "verified_users" });
      const opens = () =>
        app
          .request("GET", "/api/profile/get/user-profile", {
            cookie: viewer.cookie,
            query: { profileId: member.user.profileId ?? "" },
          })
          .then((res) => res.status);
      expect(await opens()).toBe(404);
      const epoch = sessionCache().epoch;
      // A write naming the cached columns with their own values announces nothing (migration 0015).
      await app.db
        .update(profiles)
        .set({ gender: sql`${profiles.gender}`, verified: false })
        .where(eq(profiles.userId, viewer.user.id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sessionCache().epoch).toBe(epoch);
      await app.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, viewer.user.id));
      expect(await eventually(opens, (status) => status === 200)).toBe(200);
    });

    it("signs out an account another process disabled", async () => {
      const member = await app.signUp();
      const badges = () => app.request("GET", "/api/dashboard/badges", { cookie: member.cookie });
      expect((await badges()).status).toBe(200);
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, member.user.id));
      expect((await eventually(badges, (res) => res.status === 401)).status).toBe(401);
    });
  });
});
