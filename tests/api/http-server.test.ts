import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHttpServer, PATHNAME_HEADER } from "@/server/http";
import { OUTBOX_ACCESS_HEADER } from "@/server/trusted-headers";
import { confirmationCodeFrom, createTestApp, describeApi, type TestApp } from "../support/app";

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
  let releaseSlowPage: (() => void) | null = null;

  beforeAll(async () => {
    app = await createTestApp();
    server = createHttpServer(app.services, async (req: IncomingMessage, res: ServerResponse) => {
      pageCalls.push({ url: req.url ?? "", pathHeader: req.headers[PATHNAME_HEADER] as string | undefined });
      outboxHeaders.push(req.headers[OUTBOX_ACCESS_HEADER] as string | undefined);
      if (req.url === "/slow") await new Promise<void>((resolve) => (releaseSlowPage = resolve));
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end(`page ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await app?.close();
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
