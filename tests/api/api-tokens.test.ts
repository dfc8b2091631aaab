import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashToken } from "@/server/auth/tokens";
import { apiTokens, rateLimits, users } from "@/server/db/schema";
import { createHttpServer } from "@/server/http";
import { logger } from "@/server/logger";
import { purgeExpiredRows } from "@/server/maintenance/purge-expired-rows";
import { createSecurityHeaders } from "@/server/security-headers";
import { API_TOKEN_INVALID } from "@/server/tokens/authenticate";
import { ADMIN_SCOPE_FOR_ADMINS, API_TOKEN_CREATED } from "@/server/tokens/create-api-token";
import { API_TOKEN_NOT_FOUND, API_TOKEN_REVOKED } from "@/server/tokens/revoke-api-token";
import { ADMIN_SCOPE_NEEDED, READ_SCOPE_ONLY, TOKEN_NOT_ACCEPTED } from "@/server/tokens/scope";
import {
  type ApiResponse,
  createTestApp,
  describeApi,
  type RestBody,
  type SignedUpUser,
  TEST_PASSWORD,
  type TestApp,
} from "../support/app";

/**
 * Issue 15, "Tokens for integrators" (decision 0019): personal API tokens made with a session,
 * used as `Authorization: Bearer` on the REST rows only, within their scope, ended at once by
 * revocation, expiry, blocking and deletion, never carrying or setting a cookie.
 */

type Scope = "read" | "write" | "admin";
type CreatedToken = {
  id: string;
  name: string;
  scope: Scope;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  token: string;
};
type ListedToken = Omit<CreatedToken, "token">;

const DAY_MS = 24 * 60 * 60 * 1000;

describeApi("personal API tokens", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function createToken(
    owner: { cookie: string },
    scope: Scope = "read",
    name = "Bureau CRM",
    days = 30,
  ): Promise<CreatedToken> {
    const res = await app.request<CreatedToken>("POST", "/api/tokens/create", {
      cookie: owner.cookie,
      body: { name, scope, expires_in_days: days },
    });
    if (res.status !== 200 || !res.body.data)
      throw new Error(`token creation failed: ${res.status} ${res.text}`);
    return res.body.data;
  }

  /** A REST call with the token; every answer to one must come without a cookie. */
  async function withToken<D = unknown>(
    token: string,
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string | boolean>; cookie?: string } = {},
  ): Promise<ApiResponse<RestBody<D>>> {
    const res = await app.request<D>(method, path, {
      ...options,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.setCookies, `${method} ${path} with a token set a cookie`).toEqual([]);
    return res;
  }

  describe("creating and listing", () => {
    it("shows the token once, never lists it, and stores only its SHA-256", async () => {
      const member = await app.signUp();
      const before = Date.now();
      const res = await app.request<CreatedToken>("POST", "/api/tokens/create", {
        cookie: member.cookie,
        body: { name: "  Bureau CRM  ", scope: "read", expires_in_days: 30 },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(API_TOKEN_CREATED);
      const created = res.body.data;
      if (!created) throw new Error("no token answered");
      expect(created.token).toMatch(/^rishta_pat_[a-z2-7]{52}$/);
      expect(created).toMatchObject({ name: "Bureau CRM", scope: "read", last_used_at: null });
      const expiresIn = new Date(created.expires_at).getTime() - before;
      expect(expiresIn).toBeGreaterThan(30 * DAY_MS - 60_000);
      expect(expiresIn).toBeLessThan(30 * DAY_MS + 60_000);

      const list = await app.request<{ tokens: ListedToken[] }>("GET", "/api/tokens/get", {
        cookie: member.cookie,
      });
      expect(list.status).toBe(200);
      expect(list.body.data?.tokens).toEqual([
        {
          id: created.id,
          name: "Bureau CRM",
          scope: "read",
          created_at: created.created_at,
          expires_at: created.expires_at,
          last_used_at: null,
        },
      ]);
      const secret = created.token.slice("rishta_pat_".length);
      expect(list.text).not.toContain(secret);
      expect(list.text).not.toContain(hashToken(created.token));

      const rows = await app.db.select().from(apiTokens).where(eq(apiTokens.userId, member.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashToken(created.token));
      expect(JSON.stringify(rows)).not.toContain(secret);
    });

    it("lists only the caller's own tokens, newest first", async () => {
      const [member, other] = [await app.signUp(), await app.signUp()];
      const first = await createToken(member, "read", "First");
      const second = await createToken(member, "write", "Second");
      await createToken(other, "read", "Someone else's");
      const list = await app.request<{ tokens: ListedToken[] }>("GET", "/api/tokens/get", {
        cookie: member.cookie,
      });
      expect(list.body.data?.tokens.map((token) => token.id)).toEqual([second.id, first.id]);
    });

    it("refuses the admin scope to a member (403) and gives it to an administrator who asks", async () => {
      const member = await app.signUp();
      const refused = await app.request("POST", "/api/tokens/create", {
        cookie: member.cookie,
        body: { name: "Sneaky", scope: "admin", expires_in_days: 7 },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: ADMIN_SCOPE_FOR_ADMINS,
        fields: { scope: ADMIN_SCOPE_FOR_ADMINS },
      });
      const admin = await app.makeAdmin();
      expect((await createToken(admin, "admin")).scope).toBe("admin");
    });

    it("refuses a missing name, an unknown scope and an expiry out of range (422)", async () => {
      const member = await app.signUp();
      for (const body of [
        { name: " ", scope: "read", expires_in_days: 30 },
        { name: "x", scope: "everything", expires_in_days: 30 },
        { name: "x", scope: "read", expires_in_days: 0 },
        { name: "x", scope: "read", expires_in_days: 366 },
        { name: "x", scope: "read", expires_in_days: 1.5 },
      ]) {
        const res = await app.request("POST", "/api/tokens/create", { cookie: member.cookie, body });
        expect(res.status, JSON.stringify(body)).toBe(422);
      }
    });

    it("needs a session: a visitor gets 401", async () => {
      const res = await app.request("POST", "/api/tokens/create", {
        body: { name: "x", scope: "read", expires_in_days: 30 },
      });
      expect(res.status).toBe(401);
    });

    it("logs creation and revocation without the secret", async () => {
      const info = vi.spyOn(logger, "info");
      const member = await app.signUp();
      const created = await createToken(member, "write");
      await app.request("DELETE", "/api/tokens/delete", {
        cookie: member.cookie,
        body: { token_id: created.id },
      });
      const lines = info.mock.calls.filter(([message]) => message.startsWith("api token"));
      expect(lines.map(([message]) => message)).toEqual(["api token created", "api token revoked"]);
      expect(lines[0]?.[1]).toMatchObject({ userId: member.user.id, tokenId: created.id, scope: "write" });
      expect(JSON.stringify(info.mock.calls)).not.toContain(created.token.slice("rishta_pat_".length));
    });
  });

  describe("calling REST rows with a token", () => {
    let member: SignedUpUser;
    beforeAll(async () => {
      member = await app.signUp();
    });

    it("acts as its owner on a GET row, with no cookie and with its use limit in the headers", async () => {
      const { token } = await createToken(member, "read");
      const me = await withToken<{ id: string; email: string }>(token, "GET", "/api/auth/me");
      expect(me.status).toBe(200);
      expect(me.body.data?.id).toBe(member.user.id);
      expect(me.headers.get("ratelimit-limit")).toBe("600");
      expect(me.headers.get("ratelimit-remaining")).toBe("599");
      expect(Number(me.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      const own = await withToken(token, "GET", "/api/users/get", { query: { user_id: member.user.id } });
      expect(own.status).toBe(200);
    });

    it("changes things with the write scope, and the read scope is refused on a mutation (403)", async () => {
      const read = await createToken(member, "read");
      const write = await createToken(member, "write");
      const draft = { step: 1, data: {} };
      const refused = await withToken(read.token, "PUT", "/api/profile/draft", { body: draft });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: READ_SCOPE_ONLY, code: "FORBIDDEN" });
      expect(refused.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
      expect(refused.headers.get("www-authenticate")).toContain('scope="write"');
      const saved = await withToken(write.token, "PUT", "/api/profile/draft", { body: draft });
      expect(saved.status).toBe(200);
      expect((await withToken(write.token, "GET", "/api/profile/draft")).status).toBe(200);
    });

    it("ignores the cookie a token call carries: it neither uses it nor clears it", async () => {
      const other = await app.signUp();
      const { token } = await createToken(member, "read");
      // The other member's live session, and a dead one: the token decides, and nothing is cleared.
      const withOthersCookie = await withToken<{ id: string }>(token, "GET", "/api/auth/me", {
        cookie: other.cookie,
      });
      expect(withOthersCookie.body.data?.id).toBe(member.user.id);
      const withDeadCookie = await withToken(token, "GET", "/api/auth/me", {
        cookie: "rishta_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      });
      expect(withDeadCookie.status).toBe(200);
      expect(withDeadCookie.cookieCleared).toBe(false);
    });

    it("keeps a token call's answer out of shared caches, even on a cacheable row", async () => {
      const { token } = await createToken(member, "read");
      const plain = await app.request("GET", "/api/locations/countries");
      expect(plain.headers.get("cache-control")).toMatch(/public/);
      const withTokenAnswer = await withToken(token, "GET", "/api/locations/countries");
      expect(withTokenAnswer.status).toBe(200);
      expect(withTokenAnswer.headers.get("cache-control")).toBe("no-store");
    });

    it("refuses a token that is malformed or unknown (401), and leaves other schemes alone", async () => {
      for (const token of ["nonsense", `rishta_pat_${"a".repeat(52)}`, ""]) {
        const res = await withToken(token, "GET", "/api/auth/me");
        expect(res.status, token).toBe(401);
        expect(res.body.error).toBe(API_TOKEN_INVALID);
        expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
      }
      // Basic credentials (a proxy guarding a staging site) are not ours: the call is the cookie's.
      const basic = await app.request<{ id: string }>("GET", "/api/auth/me", {
        cookie: member.cookie,
        headers: { authorization: "Basic dXNlcjpwYXNz" },
      });
      expect(basic.body.data?.id).toBe(member.user.id);
    });

    it("reads a token on the raw routes too (photos): an unknown one is 401, not the photo's 404", async () => {
      const missing = "/api/profile/images/AAAAAAAAAAAAAAAAAAAAAA";
      expect((await app.request("GET", missing)).status).toBe(404);
      expect((await withToken(`rishta_pat_${"b".repeat(52)}`, "GET", missing)).status).toBe(401);
      const { token } = await createToken(member, "read");
      expect((await withToken(token, "GET", missing)).status).toBe(404);
    });

    it("refuses every token on the rows that manage tokens, sessions, passwords and the account (403)", async () => {
      const write = await createToken(member, "write");
      const calls: [string, string, unknown][] = [
        ["POST", "/api/tokens/create", { name: "From a token", scope: "read", expires_in_days: 7 }],
        ["GET", "/api/tokens/get", undefined],
        ["DELETE", "/api/tokens/delete", { token_id: write.id }],
        ["POST", "/api/auth/sign-in", { email: member.email, password: TEST_PASSWORD }],
        ["POST", "/api/auth/sign-out", undefined],
        [
          "POST",
          "/api/auth/change-password",
          { current_password: TEST_PASSWORD, password: "Changed@Pass7", confirmPassword: "Changed@Pass7" },
        ],
        ["PUT", "/api/profile/update/disable-profile", { password: TEST_PASSWORD }],
      ];
      for (const [method, path, body] of calls) {
        const res = await withToken(write.token, method, path, { body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error, `${method} ${path}`).toBe(TOKEN_NOT_ACCEPTED);
      }
      // None of them ran: the token still works, and the member still signs in with the same password.
      expect((await withToken(write.token, "GET", "/api/auth/me")).status).toBe(200);
      await app.signIn(member.email);
    });

    it("sets last_used_at on use, at most once a minute", async () => {
      const created = await createToken(member, "read");
      const lastUsed = async () =>
        (await app.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0]?.lastUsedAt ?? null;
      expect(await lastUsed()).toBeNull();
      await withToken(created.token, "GET", "/api/auth/me");
      const first = await lastUsed();
      expect(first).toBeInstanceOf(Date);
      await withToken(created.token, "GET", "/api/auth/me");
      expect((await lastUsed())?.getTime()).toBe(first?.getTime());
      await app.db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
        .where(eq(apiTokens.id, created.id));
      const stale = await lastUsed();
      await withToken(created.token, "GET", "/api/auth/me");
      expect((await lastUsed())?.getTime()).toBeGreaterThan(stale?.getTime() ?? 0);
      const listed = await app.request<{ tokens: ListedToken[] }>("GET", "/api/tokens/get", {
        cookie: member.cookie,
      });
      expect(listed.body.data?.tokens.find((token) => token.id === created.id)?.last_used_at).not.toBeNull();
    });

    it("limits each token's use (429 with RateLimit-* and Retry-After)", async () => {
      const created = await createToken(member, "read");
      await app.db.insert(rateLimits).values({
        key: `api-token:use:${created.id}`,
        count: 600,
        windowStartedAt: new Date(),
      });
      const res = await withToken(created.token, "GET", "/api/auth/me");
      expect(res.status).toBe(429);
      expect(res.headers.get("ratelimit-limit")).toBe("600");
      expect(res.headers.get("ratelimit-remaining")).toBe("0");
      expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
      expect(Number(res.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(60);
      expect(res.headers.get("retry-after")).toBe(res.headers.get("ratelimit-reset"));
    });
  });

  describe("administrators' tokens", () => {
    it("need the admin scope for the administrators' rows and powers; without it they act as a member", async () => {
      const admin = await app.makeAdmin();
      const member = await app.signUp();
      const write = await createToken(admin, "write");
      const adminScope = await createToken(admin, "admin");
      const update = { user_id: member.user.id, name: "Renamed By Token" };

      const refused = await withToken(write.token, "PUT", "/api/users/update", { body: update });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(ADMIN_SCOPE_NEEDED);
      expect(refused.headers.get("www-authenticate")).toContain('scope="admin"');
      // A member row with administrators' powers: the list, and another account by id.
      expect((await withToken(write.token, "GET", "/api/users/get")).status).toBe(403);
      const someone = await withToken(write.token, "GET", "/api/users/get", {
        query: { user_id: member.user.id },
      });
      expect(someone.status).toBe(403);
      expect((await withToken(write.token, "GET", "/api/dashboard/admin-stats")).status).toBe(403);

      const done = await withToken<{ user: { name: string } }>(adminScope.token, "PUT", "/api/users/update", {
        body: update,
      });
      expect(done.status).toBe(200);
      expect(done.body.data?.user.name).toBe("Renamed By Token");
      expect((await withToken(adminScope.token, "GET", "/api/users/get")).status).toBe(200);
      expect((await withToken(adminScope.token, "GET", "/api/dashboard/admin-stats")).status).toBe(200);
    });

    it("the admin scope does not make a member's token an administrator's", async () => {
      // Written straight in the database, as if a member had once been an administrator.
      const member = await app.signUp();
      const created = await createToken(member, "read");
      await app.db.update(apiTokens).set({ scope: "admin" }).where(eq(apiTokens.id, created.id));
      const res = await withToken(created.token, "PUT", "/api/users/update", {
        body: { user_id: member.user.id, name: "Self Promoted" },
      });
      expect(res.status).toBe(403);
    });
  });

  describe("ending a token", () => {
    it("revocation ends it at once (401), and only the owner can revoke it", async () => {
      const member = await app.signUp();
      const other = await app.signUp();
      const admin = await app.makeAdmin();
      const created = await createToken(member, "read");
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(200);

      for (const stranger of [other, admin]) {
        const res = await app.request("DELETE", "/api/tokens/delete", {
          cookie: stranger.cookie,
          body: { token_id: created.id },
        });
        expect(res.status).toBe(404);
        expect(res.body.error).toBe(API_TOKEN_NOT_FOUND);
      }
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(200);

      const revoked = await app.request("DELETE", "/api/tokens/delete", {
        cookie: member.cookie,
        body: { token_id: created.id },
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body.message).toBe(API_TOKEN_REVOKED);
      const refused = await withToken(created.token, "GET", "/api/auth/me");
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: API_TOKEN_INVALID, code: "UNAUTHORIZED" });
      const list = await app.request<{ tokens: ListedToken[] }>("GET", "/api/tokens/get", {
        cookie: member.cookie,
      });
      expect(list.body.data?.tokens).toEqual([]);
      const again = await app.request("DELETE", "/api/tokens/delete", {
        cookie: member.cookie,
        body: { token_id: created.id },
      });
      expect(again.status).toBe(404);
    });

    it("refuses it once expired (401), and the purge removes it a month later", async () => {
      const member = await app.signUp();
      const created = await createToken(member, "read", "Short lived", 1);
      await app.db
        .update(apiTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(apiTokens.id, created.id));
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(401);

      const counts = await purgeExpiredRows(app.db, new Date(Date.now() + 31 * DAY_MS));
      expect(counts.apiTokens).toBeGreaterThanOrEqual(1);
      expect(await app.db.select().from(apiTokens).where(eq(apiTokens.id, created.id))).toEqual([]);
    });

    it("blocking the owner ends it at once, and unblocking does not bring it back", async () => {
      const admin = await app.makeAdmin();
      const member = await app.signUp();
      const created = await createToken(member, "write");
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(200);

      const blocked = await app.request("PUT", "/api/users/update", {
        cookie: admin.cookie,
        body: { user_id: member.user.id, status: "disabled" },
      });
      expect(blocked.status).toBe(200);
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(401);
      const unblocked = await app.request("PUT", "/api/users/update", {
        cookie: admin.cookie,
        body: { user_id: member.user.id, status: "active" },
      });
      expect(unblocked.status).toBe(200);
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(401);
    });

    it("an owner who is not active is refused even before any revocation (checked on every call)", async () => {
      const member = await app.signUp();
      const created = await createToken(member, "read");
      await app.db.update(users).set({ status: "disabled" }).where(eq(users.id, member.user.id));
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(401);
      await app.db.update(users).set({ status: "active" }).where(eq(users.id, member.user.id));
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(200);
    });

    it("deleting the account ends it at once", async () => {
      const member = await app.signUp();
      const created = await createToken(member, "write");
      const deleted = await app.request("PUT", "/api/profile/update/disable-profile", {
        cookie: member.cookie,
        body: { password: TEST_PASSWORD },
      });
      expect(deleted.status).toBe(200);
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(401);
    });

    it("changing the password revokes every token", async () => {
      const member = await app.signUp();
      const created = await createToken(member, "read");
      const changed = await app.request("POST", "/api/auth/change-password", {
        cookie: member.cookie,
        body: {
          current_password: TEST_PASSWORD,
          password: "Changed@Pass7",
          confirmPassword: "Changed@Pass7",
        },
      });
      expect(changed.status).toBe(200);
      expect((await withToken(created.token, "GET", "/api/auth/me")).status).toBe(401);
    });
  });

  describe("where a token never works", () => {
    it("is refused on tRPC (401), even beside a valid session cookie", async () => {
      const member = await app.signUp();
      const { token } = await createToken(member, "write");
      const headers = { authorization: `Bearer ${token}` };
      const query = await app.trpc.query("auth.me", undefined, { headers });
      expect(query.status).toBe(401);
      expect(query.error?.message).toContain("REST paths");
      const withCookie = await app.trpc.query("auth.me", undefined, { headers, cookie: member.cookie });
      expect(withCookie.status).toBe(401);
      const mutation = await app.trpc.mutation("profile.saveDraft", { step: 1, data: {} }, { headers });
      expect(mutation.status).toBe(401);
      expect(mutation.cookie).toBeNull();
    });

    it("is not read by the pages: the dashboard gate sends a token-only request to sign-in", async () => {
      const member = await app.signUp();
      const { token } = await createToken(member, "write");
      let pagesSawRequest = false;
      const server = createHttpServer(
        app.services,
        async (_req, res) => {
          pagesSawRequest = true;
          res.end("page");
        },
        createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir: null }),
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const dashboard = await fetch(`${base}/dashboard/settings`, {
          headers: { authorization: `Bearer ${token}` },
          redirect: "manual",
        });
        expect(dashboard.status).toBe(307);
        expect(dashboard.headers.get("location")).toBe("/auth/sign-in?next=%2Fdashboard%2Fsettings");
        expect(dashboard.headers.getSetCookie()).toEqual([]);
        expect(pagesSawRequest).toBe(false);
        // The same token on a REST row of the same server works.
        const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
        expect(me.headers.getSetCookie()).toEqual([]);
      } finally {
        await server.drain();
      }
    });
  });

  describe("creation's rate limit", () => {
    it("answers 429 past 20 an hour, with RateLimit-* headers beside Retry-After", async () => {
      const member = await app.signUp();
      for (let i = 0; i < 20; i++) await createToken(member, "read", `Token ${i}`);
      const res = await app.request("POST", "/api/tokens/create", {
        cookie: member.cookie,
        body: { name: "One too many", scope: "read", expires_in_days: 7 },
      });
      expect(res.status).toBe(429);
      expect(res.headers.get("ratelimit-limit")).toBe("20");
      expect(res.headers.get("ratelimit-remaining")).toBe("0");
      const reset = Number(res.headers.get("ratelimit-reset"));
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(3600);
      expect(res.headers.get("retry-after")).toBe(String(reset));
    });
  });
});
