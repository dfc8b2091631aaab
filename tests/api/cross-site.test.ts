import { eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "@/server/auth/present";
import { users } from "@/server/db/schema";
import { CROSS_SITE_REFUSED } from "@/server/errors";
import { createTestApp, describeApi, type TestApp, type TrpcErrorShape } from "../support/app";

/**
 * Issue 14, finding 5: every request that may change something, REST or tRPC, with or without a
 * body, is refused when it comes from another site's page; reads, same-origin requests and
 * requests from no browser page at all (no Origin, no Sec-Fetch-Site) pass. The tests' requests
 * go to http://localhost:3000, which is also APP_URL (vitest.config.ts).
 */
const OWN_ORIGIN = "http://localhost:3000";

/** How a browser marks a request another site's page makes, in the ways the rule recognises. */
const FOREIGN: [string, Record<string, string>][] = [
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ["a foreign Origin", { origin: "https://evil.example" }],
  ["Origin: null (sandboxed frame, redirected form)", { origin: "null" }],
  ["APP_URL's host under another scheme", { origin: "https://localhost:3000" }],
  ["APP_URL's host on another port", { origin: "http://localhost:3001" }],
  [
    "a foreign Origin marked same-origin",
    { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
  ],
];

const REFUSAL = { error: CROSS_SITE_REFUSED, code: "FORBIDDEN" };

describeApi("cross-site requests (issue 14: CSRF)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  async function expectSignedIn(cookie: string, email: string) {
    const me = await app.request<PublicUser>("GET", "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.data?.email, "the session still works").toBe(email);
  }

  describe("REST", () => {
    it.each(FOREIGN)(
      "refuses an empty-body POST /api/auth/sign-out with %s, and the session lives on",
      async (_, headers) => {
        const member = await app.signUp();
        const res = await app.request("POST", "/api/auth/sign-out", { cookie: member.cookie, headers });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(REFUSAL);
        expect(res.cookieCleared).toBe(false);
        await expectSignedIn(member.cookie, member.email);
      },
    );

    it("refuses a cross-site HTML form post (no JSON) the same way, before reading it", async () => {
      const member = await app.signUp();
      const res = await app.request("POST", "/api/auth/sign-out", {
        cookie: member.cookie,
        rawBody: "a=1",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSAL);
      await expectSignedIn(member.cookie, member.email);
    });

    it("refuses a cross-site sign-up with a JSON body, and makes no account", async () => {
      const input = app.signUpInput();
      const res = await app.request("POST", "/api/auth/sign-up", {
        body: input,
        headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSAL);
      expect(res.cookie).toBeNull();
      expect(await app.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    });

    it.each([
      ["PUT", "/api/profile/draft"],
      ["DELETE", "/api/profile/delete/profile-image"],
    ])("refuses a cross-site %s too (%s)", async (method, path) => {
      const member = await app.signUp();
      const res = await app.request(method, path, {
        cookie: member.cookie,
        body: {},
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSAL);
    });

    it("lets the site's own pages through: same-origin Origin and Sec-Fetch-Site", async () => {
      const member = await app.signUp();
      const res = await app.request("POST", "/api/auth/sign-out", {
        cookie: member.cookie,
        headers: { origin: OWN_ORIGIN, "sec-fetch-site": "same-origin" },
      });
      expect(res.status).toBe(200);
      expect(res.cookieCleared).toBe(true);
    });

    it("lets a page served from the address the request was sent to through (127.0.0.1, a LAN address)", async () => {
      const member = await app.signUp();
      const res = await app.request("POST", "/api/auth/sign-out", {
        cookie: member.cookie,
        headers: {
          host: "192.168.1.20:3000",
          origin: "http://192.168.1.20:3000",
          "sec-fetch-site": "same-origin",
        },
      });
      expect(res.status).toBe(200);
    });

    it("lets requests with neither header through (curl, another server)", async () => {
      const member = await app.signUp();
      const res = await app.request("POST", "/api/auth/sign-out", { cookie: member.cookie });
      expect(res.status).toBe(200);
      expect(res.cookieCleared).toBe(true);
      const signIn = await app.request("POST", "/api/auth/sign-in", {
        body: { email: member.email, password: member.password },
      });
      expect(signIn.status).toBe(200);
    });

    it("leaves reads alone: a cross-site GET is answered (the browser keeps the answer from the other page)", async () => {
      const member = await app.signUp();
      const me = await app.request<PublicUser>("GET", "/api/auth/me", {
        cookie: member.cookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(me.status).toBe(200);
      expect(me.body.data?.email).toBe(member.email);
    });
  });

  describe("tRPC", () => {
    it.each(FOREIGN)("refuses a mutation with %s, in tRPC's error shape", async (_, headers) => {
      const member = await app.signUp();
      const res = await app.trpc.mutation("auth.signOut", undefined, { cookie: member.cookie, headers });
      expect(res.status).toBe(403);
      expect(res.error).toEqual({
        message: CROSS_SITE_REFUSED,
        code: -32003,
        data: { code: "FORBIDDEN", httpStatus: 403, path: "auth.signOut" },
      } satisfies TrpcErrorShape);
      await expectSignedIn(member.cookie, member.email);
    });

    it("refuses a cross-site mutation sent as a form's text/plain with 403, not 415", async () => {
      const member = await app.signUp();
      const res = await app.trpc.mutation("auth.signOut", undefined, {
        cookie: member.cookie,
        headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site" },
      });
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe(CROSS_SITE_REFUSED);
      await expectSignedIn(member.cookie, member.email);
    });

    it("refuses every call of a cross-site batch of mutations, and runs none", async () => {
      const member = await app.signUp();
      const response = await app.request("POST", "/api/trpc/auth.signOut,auth.signOut", {
        query: { batch: 1 },
        cookie: member.cookie,
        rawBody: JSON.stringify({}),
        headers: { "content-type": "application/json", origin: "https://evil.example" },
      });
      expect(response.status).toBe(403);
      const errors = (JSON.parse(response.text) as { error: unknown }[]).map(
        (item) =>
          superjson.deserialize(item.error as Parameters<typeof superjson.deserialize>[0]) as TrpcErrorShape,
      );
      expect(errors.map((error) => [error.message, error.data.code])).toEqual([
        [CROSS_SITE_REFUSED, "FORBIDDEN"],
        [CROSS_SITE_REFUSED, "FORBIDDEN"],
      ]);
      await expectSignedIn(member.cookie, member.email);
    });

    it("lets same-origin and header-less mutations through, and cross-site queries", async () => {
      const member = await app.signUp();
      const query = await app.trpc.query<PublicUser | null>("auth.me", undefined, {
        cookie: member.cookie,
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(query.data?.email).toBe(member.email);

      const sameOrigin = await app.trpc.mutation("auth.signOut", undefined, {
        cookie: member.cookie,
        headers: { origin: OWN_ORIGIN, "sec-fetch-site": "same-origin" },
      });
      expect(sameOrigin.status).toBe(200);

      const other = await app.signIn(member.email, member.password);
      const headerless = await app.trpc.mutation("auth.signOut", undefined, { cookie: other.cookie });
      expect(headerless.status).toBe(200);
    });
  });
});
