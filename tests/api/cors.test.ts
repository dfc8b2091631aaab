import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "@/server/http";
import { createSecurityHeaders } from "@/server/security-headers";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";

/**
 * Issue 15, CORS (decision 0019): off unless CORS_ORIGINS names origins, and then only for calls
 * made with an API token; never with cookies (no Access-Control-Allow-Credentials, ever).
 */

const LISTED = "https://crm.example.com";
const UNLISTED = "https://evil.example.net";

describeApi("CORS for API-token calls", () => {
  let app: TestApp;
  let off: TestApp;
  let member: SignedUpUser;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [LISTED, "https://app.example.org"] });
    off = await createTestApp();
    member = await app.signUp();
    const created = await app.request<{ token: string }>("POST", "/api/tokens/create", {
      cookie: member.cookie,
      body: { name: "Browser app", scope: "write", expires_in_days: 7 },
    });
    token = created.body.data?.token ?? "";
    expect(token).toMatch(/^rishta_pat_/);
  });
  afterAll(async () => {
    await app?.close();
    await off?.close();
  });

  function preflight(target: TestApp, path: string, origin: string, method = "GET") {
    return target.request("OPTIONS", path, {
      headers: {
        origin,
        "access-control-request-method": method,
        "access-control-request-headers": "authorization, content-type",
      },
    });
  }

  describe("with CORS_ORIGINS set", () => {
    it("answers a preflight from a listed origin 204, with the methods, headers and max age", async () => {
      const res = await preflight(app, "/api/auth/me", LISTED);
      expect(res.status).toBe(204);
      expect(res.text).toBe("");
      expect(res.headers.get("access-control-allow-origin")).toBe(LISTED);
      expect(res.headers.get("access-control-allow-methods")).toBe("GET, OPTIONS");
      expect(res.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type");
      expect(res.headers.get("access-control-max-age")).toBe("600");
      expect(res.headers.get("vary")).toContain("Origin");
      expect(res.headers.has("access-control-allow-credentials")).toBe(false);

      const draft = await preflight(app, "/api/profile/draft", "https://app.example.org", "PUT");
      expect(draft.status).toBe(204);
      expect(draft.headers.get("access-control-allow-methods")).toBe("GET, PUT, OPTIONS");
      // The photo route (a raw route) too: image_url is fetched with the same token.
      const photo = await preflight(app, "/api/profile/images/AAAAAAAAAAAAAAAAAAAAAA", LISTED);
      expect(photo.status).toBe(204);
      expect((await preflight(app, "/api/nowhere", LISTED)).status).toBe(404);
    });

    it("gives an unlisted origin no CORS headers", async () => {
      const res = await preflight(app, "/api/auth/me", UNLISTED);
      expect(res.status).toBe(405);
      expect(res.headers.has("access-control-allow-origin")).toBe(false);
      const call = await app.request("GET", "/api/auth/me", {
        headers: { origin: UNLISTED, authorization: `Bearer ${token}` },
      });
      expect(call.status).toBe(200);
      expect(call.headers.has("access-control-allow-origin")).toBe(false);
    });

    it("lets a listed origin read a token call's answer, refusals included, and never with credentials", async () => {
      const headers = { origin: LISTED, authorization: `Bearer ${token}` };
      const me = await app.request<{ id: string }>("GET", "/api/auth/me", { headers });
      expect(me.status).toBe(200);
      expect(me.body.data?.id).toBe(member.user.id);
      expect(me.headers.get("access-control-allow-origin")).toBe(LISTED);
      expect(me.headers.get("access-control-expose-headers")).toContain("RateLimit-Remaining");
      expect(me.headers.get("access-control-expose-headers")).toContain("Retry-After");
      expect(me.headers.get("vary")).toContain("Origin");
      expect(me.headers.has("access-control-allow-credentials")).toBe(false);

      // A change from that page: a token call is exempt from the cross-site refusal (it reads no cookie).
      const saved = await app.request("PUT", "/api/profile/draft", { headers, body: { step: 1, data: {} } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.headers.get("access-control-allow-origin")).toBe(LISTED);

      const refused = await app.request("GET", "/api/auth/me", {
        headers: { origin: LISTED, authorization: `Bearer rishta_pat_${"c".repeat(52)}` },
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("access-control-allow-origin")).toBe(LISTED);
    });

    it("gives a cookie call from a listed origin no CORS headers, and still refuses its changes", async () => {
      const read = await app.request("GET", "/api/auth/me", {
        cookie: member.cookie,
        headers: { origin: LISTED },
      });
      expect(read.status).toBe(200);
      expect(read.headers.has("access-control-allow-origin")).toBe(false);
      const change = await app.request("PUT", "/api/profile/draft", {
        cookie: member.cookie,
        headers: { origin: LISTED },
        body: { step: 1, data: {} },
      });
      expect(change.status).toBe(403);
      expect(change.headers.has("access-control-allow-origin")).toBe(false);
    });

    it("lets OPTIONS through the node:http entry to the handler, with the security headers", async () => {
      const server = createHttpServer(
        app.services,
        async (_req, res) => {
          res.statusCode = 500;
          res.end("pages must not answer API paths");
        },
        createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir: null }),
      );
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const res = await fetch(`${base}/api/tokens/get`, {
          method: "OPTIONS",
          headers: { origin: LISTED, "access-control-request-method": "GET" },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get("access-control-allow-origin")).toBe(LISTED);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(await res.text()).toBe("");
      } finally {
        await server.drain();
      }
    });
  });

  describe("with CORS_ORIGINS unset", () => {
    it("answers no preflight and adds no CORS header to any call", async () => {
      const res = await preflight(off, "/api/auth/me", LISTED);
      expect(res.status).toBe(405);
      expect(res.headers.has("access-control-allow-origin")).toBe(false);
      const owner = await off.signUp();
      const created = await off.request<{ token: string }>("POST", "/api/tokens/create", {
        cookie: owner.cookie,
        body: { name: "No CORS", scope: "read", expires_in_days: 7 },
      });
      const call = await off.request("GET", "/api/auth/me", {
        headers: { origin: LISTED, authorization: `Bearer ${created.body.data?.token}` },
      });
      expect(call.status).toBe(200);
      for (const name of [...call.headers.keys()]) expect(name).not.toMatch(/^access-control-/);
    });
  });
});
