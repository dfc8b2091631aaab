import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DOCS_ASSET_NAMES, DOCS_PAGE_POLICY } from "@/server/api/docs-page";
import { createHttpServer, PATHNAME_HEADER } from "@/server/http";
import { createSecurityHeaders } from "@/server/security-headers";
import { OUTBOX_ACCESS_HEADER } from "@/server/trusted-headers";
import { confirmationCodeFrom, createTestApp, describeApi, type TestApp } from "../support/app";

/** What `next build` leaves for a prerendered page: its HTML, listed in the prerender manifest. */
const ABOUT_SCRIPT = 'self.__next_f.push([1,"about"])';
const NOT_FOUND_SCRIPT = 'self.__next_f.push([1,"404"])';
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "rishta-dist-"));
  mkdirSync(path.join(dir, "server", "app"), { recursive: true });
  const routes = {
    "/about": { initialRevalidateSeconds: false },
    "/_not-found": { initialRevalidateSeconds: false },
  };
  writeFileSync(path.join(dir, "prerender-manifest.json"), JSON.stringify({ routes }));
  const page = (script: string) =>
    `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script><script>${script}</script></body></html>`;
  writeFileSync(path.join(dir, "server", "app", "about.html"), page(ABOUT_SCRIPT));
  writeFileSync(path.join(dir, "server", "app", "_not-found.html"), page(NOT_FOUND_SCRIPT));
  return dir;
}

/** The headers every answer carries, whoever gives it (issue 14, finding 4). */
function expectSecurityHeaders(res: Response, what: string) {
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy"), what).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(/script-src[^;]*'unsafe-inline'/.test(csp), `${what}: no unsafe-inline for scripts`).toBe(false);
  // APP_URL is plain http in these tests (a browser ignores HSTS over http anyway).
  expect(res.headers.get("strict-transport-security"), what).toBeNull();
  return csp;
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The process entry's server over real sockets: /api/* to the API handler, the dashboard gate,
 * the trusted path header, and draining on shutdown. Next is replaced by a page handler that
 * records what it was given, since what is under test is the routing in front of it.
 */
describeApi("the node:http entry", () => {
  let app: TestApp;
  let server: ReturnType<typeof createHttpServer>;
  let base: string;
  const pageCalls: { url: string; pathHeader: string | undefined }[] = [];
  const outboxHeaders: (string | undefined)[] = [];
  /** The CSP request header each page request reached Next with: where Next reads its nonce. */
  const cspRequestHeaders: (string | undefined)[] = [];
  let releaseSlowPage: (() => void) | null = null;
  const distDir = fakeBuild();

  beforeAll(async () => {
    app = await createTestApp();
    const pages = async (req: IncomingMessage, res: ServerResponse) => {
      pageCalls.push({ url: req.url ?? "", pathHeader: req.headers[PATHNAME_HEADER] as string | undefined });
      outboxHeaders.push(req.headers[OUTBOX_ACCESS_HEADER] as string | undefined);
      cspRequestHeaders.push(req.headers["content-security-policy"] as string | undefined);
      if (req.url === "/slow") await new Promise<void>((resolve) => (releaseSlowPage = resolve));
      if (req.url === "/boom") throw new Error("a page failed");
      res.writeHead(req.url === "/nowhere" ? 404 : 200, { "Content-Type": "text/plain" });
      res.end(`page ${req.url}`);
    };
    const securityHeaders = createSecurityHeaders({ appUrl: "http://localhost:3000", dev: false, distDir });
    server = createHttpServer(app.services, pages, securityHeaders);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("serves /api/* from the API handler and everything else from the page handler", async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ data: { status: "ok" } });

    const page = await fetch(`${base}/about`);
    expect(await page.text()).toBe("page /about");
    expect(pageCalls.some((call) => call.url.startsWith("/api"))).toBe(false);
  });

  it("caps tRPC bodies at 1 MB too, declared or streamed, without a server error", async () => {
    const url = `${base}/api/trpc/auth.signIn`;
    const declared = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { email: "a@example.com", password: "x".repeat(1_100_000) } }),
    });
    expect(declared.status).toBe(413);
    // In tRPC's shape, as a tRPC client reads it.
    expect(await declared.json()).toEqual({
      error: {
        json: {
          message: "Request body is too large.",
          code: -32013,
          data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 },
        },
      },
    });

    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Would go on for 64 MB; the server must stop reading long before.
        if (sent++ < 1024) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit).catch(() => null);
    // Either a client error, or the server hung up on the upload: never a 2xx or a 500.
    if (streamed) {
      expect(streamed.status).toBeGreaterThanOrEqual(400);
      expect(streamed.status).toBeLessThan(500);
    }
    expect(sent).toBeLessThan(1024);
  });

  it("passes the session cookie through and sets it from the sign-up confirmation", async () => {
    const input = app.signUpInput();
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const signUp = await post("/api/auth/sign-up", input);
    expect(signUp.status).toBe(200);
    const [mail] = await app.outbox(input.email);
    const verified = await post("/api/auth/verify-email", {
      email: input.email,
      code: confirmationCodeFrom(mail?.text ?? ""),
    });
    expect(verified.status).toBe(200);
    const cookie =
      verified.headers
        .getSetCookie()
        .find((value) => value.startsWith("rishta_session="))
        ?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^rishta_session=[a-z2-7]+$/);
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(input.email);
  });

  it("reads REST bodies straight from the socket: malformed JSON 400, over 1 MB 413, validation 422", async () => {
    const post = (body: string, contentType = "application/json") =>
      fetch(`${base}/api/auth/sign-in`, { method: "POST", headers: { "content-type": contentType }, body });
    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: "The request body is not valid JSON.",
      code: "BAD_REQUEST",
    });
    // Sent without a Content-Length header (a stream), so only the running count can stop it.
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const huge = await fetch(`${base}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(huge.status).toBe(413);
    const invalid = await post(JSON.stringify({ email: "", password: "" }));
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields.email).toBe(
      "Email is required.",
    );
  });

  it("sends signed-out dashboard visitors to sign-in with the way back, before any page renders", async () => {
    const before = pageCalls.length;
    const res = await fetch(`${base}/dashboard/proposals?tab=sent`, { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(
      `/auth/sign-in?next=${encodeURIComponent("/dashboard/proposals?tab=sent")}`,
    );
    expect(pageCalls.length).toBe(before);

    const stale = await fetch(`${base}/dashboard`, {
      redirect: "manual",
      headers: { cookie: "rishta_session=abcdefghijklmnopqrstuvwxyz" },
    });
    expect(stale.status).toBe(307);
  });

  it("lets members through with the path header set by the server, never the client's copy", async () => {
    const member = await app.signUp();
    const res = await fetch(`${base}/dashboard/users`, {
      headers: { cookie: member.cookie, [PATHNAME_HEADER]: "/dashboard" },
    });
    expect(res.status).toBe(200);
    expect(pageCalls.at(-1)).toEqual({ url: "/dashboard/users", pathHeader: "/dashboard/users" });

    await fetch(`${base}/about`, { headers: { [PATHNAME_HEADER]: "/dashboard" } });
    expect(pageCalls.at(-1)).toEqual({ url: "/about", pathHeader: undefined });
  });

  it("tells the outbox page it may render only by its own header, never the client's", async () => {
    // Outside production (these tests) the outbox is open to any client; the rule for production
    // is unit-tested in tests/unit/outbox-access.test.ts.
    await fetch(`${base}/dev/mail`);
    expect(outboxHeaders.at(-1)).toBe("1");
    await fetch(`${base}/about`, { headers: { [OUTBOX_ACCESS_HEADER]: "1" } });
    expect(pageCalls.at(-1)?.url).toBe("/about");
    expect(outboxHeaders.at(-1)).toBeUndefined();
    // No API lists the outbox: the page reads it in-process.
    const viaApi = await fetch(`${base}/api/trpc/dev.outbox`);
    expect(viaApi.status).toBe(404);
  });

  it("allows a prerendered page's own inline scripts by hash: no nonce, which its file cannot carry", async () => {
    const res = await fetch(`${base}/about`);
    const csp = expectSecurityHeaders(res, "a prerendered page");
    expect(csp).toContain(`script-src 'self' ${sha256(ABOUT_SCRIPT)};`);
    expect(csp).not.toContain("nonce-");
    // JSON-LD is data the browser never runs: no hash needed.
    expect(csp).not.toContain(sha256('{"@type":"Organization"}'));
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(cspRequestHeaders.at(-1)).toBeUndefined();
  });

  it("gives a page rendered per request a fresh nonce, in the response and in the header Next reads it from", async () => {
    const member = await app.signUp();
    const nonces: string[] = [];
    for (const url of ["/dashboard/users", "/auth/sign-in", "/auth/sign-in"]) {
      const res = await fetch(`${base}${url}`, {
        headers: { cookie: member.cookie, "content-security-policy": "script-src 'nonce-chosenbytheclient'" },
      });
      expect(res.status).toBe(200);
      const csp = expectSecurityHeaders(res, url);
      expect(cspRequestHeaders.at(-1), "Next is told the same policy").toBe(csp);
      const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeDefined();
      nonces.push(nonce ?? "");
      // A path no route matches gets the prerendered not-found page, whose scripts have no nonce.
      expect(csp).toContain(sha256(NOT_FOUND_SCRIPT));
      expect(csp).not.toContain(sha256(ABOUT_SCRIPT));
    }
    expect(new Set(nonces).size).toBe(3);
    expect(nonces).not.toContain("chosenbytheclient");
  });

  it("puts the headers on API answers: JSON, 404, 405, 413, a photo, the OpenAPI document", async () => {
    const member = await app.signUp();
    const answers: [string, Response][] = [
      ["GET /api/health", await fetch(`${base}/api/health`)],
      ["GET /api/nope (404)", await fetch(`${base}/api/nope`)],
      ["DELETE /api/health (405)", await fetch(`${base}/api/health`, { method: "DELETE" })],
      [
        "POST /api/auth/sign-in over 1 MB (413)",
        await fetch(`${base}/api/auth/sign-in`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "a@example.com", password: "x".repeat(1_100_000) }),
        }),
      ],
      ["GET /api/trpc/health", await fetch(`${base}/api/trpc/health`)],
      ["GET /api/openapi.json", await fetch(`${base}/api/openapi.json`)],
    ];
    const upload = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#9b1c3a" } })
      .png()
      .toBuffer();
    upload.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const stored = await fetch(`${base}/api/profile/create/image-upload`, {
      method: "POST",
      headers: { cookie: member.cookie },
      body: upload,
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const imageUrl = ((await stored.json()) as { data: { image_url: string } }).data.image_url;
    const photo = await fetch(`${base}${imageUrl}`, { headers: { cookie: member.cookie } });
    expect(photo.headers.get("content-type")).toBe("image/webp");
    answers.push(["a photo", photo]);

    expect(answers.map(([what, res]) => `${what} ${res.status}`)).toEqual([
      "GET /api/health 200",
      "GET /api/nope (404) 404",
      "DELETE /api/health (405) 405",
      "POST /api/auth/sign-in over 1 MB (413) 413",
      "GET /api/trpc/health 200",
      "GET /api/openapi.json 200",
      "a photo 200",
    ]);
    for (const [what, res] of answers) {
      expect(expectSecurityHeaders(res, what), what).toBe(API_POLICY);
    }
  });

  it("serves the API reference page under its own policy, with every script and style it names, compressed and revalidated", async () => {
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Its own policy replaces the API's locked one: our scripts only, nothing from elsewhere.
    expect(page.headers.get("content-security-policy")).toBe(DOCS_PAGE_POLICY);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    const html = await page.text();
    const linked = [...html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(linked.length).toBe(DOCS_ASSET_NAMES.length);
    expect(html).toContain('href="/api/openapi.json"');
    for (const url of linked) {
      const first = await fetch(`${base}${url}`, { headers: { "accept-encoding": "gzip" } });
      expect(first.status, url).toBe(200);
      expect(first.headers.get("content-encoding"), url).toBe("gzip");
      expect((await first.text()).length, url).toBeGreaterThan(20);
      const again = await fetch(`${base}${url}`, {
        headers: { "if-none-match": first.headers.get("etag") ?? "" },
      });
      expect(again.status, url).toBe(304);
    }
    const bundle = await fetch(`${base}/api/docs/assets/swagger-ui-bundle.js`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(bundle.headers.get("content-encoding")).toBeNull();
    expect(bundle.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await bundle.text()).toContain("SwaggerUIBundle");
    const unknown = await fetch(`${base}/api/docs/assets/..%2F..%2Fpackage.json`);
    expect(unknown.status).toBe(404);
    const other = await fetch(`${base}/api/docs/assets/swagger-ui.js`);
    expect(other.status).toBe(404);
  });

  it("puts the headers on page 404s and on the entry's own error answer", async () => {
    const missing = await fetch(`${base}/nowhere`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, "a page 404");
    const failed = await fetch(`${base}/boom`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: "Something went wrong", code: "INTERNAL_SERVER_ERROR" });
    expectSecurityHeaders(failed, "a failed page");
    const gated = await fetch(`${base}/dashboard`, { redirect: "manual" });
    expect(gated.status).toBe(307);
    expectSecurityHeaders(gated, "the dashboard gate's redirect");
  });

  it("refuses a cross-site sign-out over the real server too, and the member stays signed in", async () => {
    const member = await app.signUp();
    const refused = await fetch(`${base}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: member.cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("FORBIDDEN");
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: member.cookie } });
    expect(((await me.json()) as { data: { email: string } | null }).data?.email).toBe(member.email);

    // The browser's own same-origin request: its Origin is the address it was sent to.
    const own = await fetch(`${base}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: member.cookie, origin: base, "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
  });

  it("drains: a request in flight finishes, new connections are refused", async () => {
    const slow = fetch(`${base}/slow`);
    await expect.poll(() => releaseSlowPage !== null).toBe(true);
    const draining = server.drain();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    releaseSlowPage?.();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("page /slow");
    await draining;
    expect(server.listening).toBe(false);
  });
});
