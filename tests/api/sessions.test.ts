import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { sessions } from "@/server/db/schema";
import { createTestApp, describeApi, type TestApp } from "../support/app";

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
    const me = await app.request("GET", "/api/auth/me", { cookie: `rishta_session=${row?.id}` });
    expect(me.body.data).toBeNull();
  });

  it("rejects an expired session and clears its cookie", async () => {
    const member = await app.signUp();
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
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
    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data?.id).toBe(member.user.id);
    expect(me.setCookies).toEqual([]);
    const [after] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(after?.expiresAt.getTime()).toBe(before?.expiresAt.getTime());
  });

  it("slides a session used in the second half of its term to a full term again", async () => {
    const member = await app.signUp();
    const nearEnd = new Date(Date.now() + 10 * DAY_MS);
    await app.db.update(sessions).set({ expiresAt: nearEnd }).where(eq(sessions.userId, member.user.id));

    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie: member.cookie });
    expect(me.body.data?.id).toBe(member.user.id);
    // The same token, sent again with a new expiry.
    expect(me.cookie).toBe(member.cookie);
    const attributes = (me.setCookies[0] ?? "").split(";").map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    const maxAge = Number(attributes.find((part) => part.startsWith("Max-Age="))?.slice("Max-Age=".length));
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);

    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(nearEnd.getTime() + 19 * DAY_MS);

    // The REST routes behind a member guard slide the session too.
    await app.db.update(sessions).set({ expiresAt: nearEnd }).where(eq(sessions.userId, member.user.id));
    const badges = await app.request("GET", "/api/dashboard/badges", { cookie: member.cookie });
    expect(badges.status).toBe(200);
    expect(badges.cookie).toBe(member.cookie);
  });

  it("slides over tRPC as well", async () => {
    const member = await app.signUp();
    const nearEnd = new Date(Date.now() + 5 * DAY_MS);
    await app.db.update(sessions).set({ expiresAt: nearEnd }).where(eq(sessions.userId, member.user.id));
    const me = await app.trpc.query<PublicUser>("auth.me", undefined, { cookie: member.cookie });
    expect(me.data?.id).toBe(member.user.id);
    expect(me.cookie).toBe(member.cookie);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, member.user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });
});
