import superjson from "superjson";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";
import { handleTrpcRequest } from "@/server/api/handler";
import type { PlainRequest } from "@/server/api/rest-io";
import { answerTrpcQuery } from "@/server/api/trpc-plain";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueIp } from "../support/app";

/**
 * Issue 20: tRPC's queries are answered on the plain path (src/server/api/trpc-plain.ts), which
 * must answer exactly as tRPC's fetch adapter does (the browser's tRPC client reads both), and
 * leave to the adapter every request it does not serve.
 */
describeApi("tRPC queries on the plain path (issue 20)", () => {
  let app: TestApp;
  let member: SignedUpUser;
  let admin: SignedUpUser;
  beforeAll(async () => {
    app = await createTestApp();
    member = await app.signUp();
    admin = await app.makeAdmin();
  });
  afterAll(() => app?.close());

  const input = (value: unknown) => JSON.stringify(superjson.serialize(value));

  function plainRequest(url: URL, headers: Headers): PlainRequest {
    return {
      method: "GET",
      url,
      header: (name) => headers.get(name),
      text: async () => "",
      bytes: async () => Buffer.alloc(0),
    };
  }

  /** Both paths' answers to one GET: status, headers and body as text. */
  async function both(path: string, options: { cookie?: string; headers?: Record<string, string> } = {}) {
    const url = new URL(path, "http://localhost:3000");
    const headers = new Headers(options.headers);
    if (options.cookie) headers.set("cookie", options.cookie);
    const ip = uniqueIp();
    const plain = await answerTrpcQuery(app.services, plainRequest(url, headers), { ip });
    const fetched = await handleTrpcRequest(app.services, new Request(url, { headers }), { ip });
    return {
      plain: plain && {
        status: plain.status,
        headers: [...plain.headers].sort(),
        body: String(plain.body),
      },
      fetched: { status: fetched.status, headers: [...fetched.headers].sort(), body: await fetched.text() },
    };
  }

  it("answers a signed-in query, a visitor's refusal and a bad input exactly as the fetch adapter", async () => {
    const cases = [
      { path: `/api/trpc/users.get?input=${input({ user_id: member.user.id })}`, cookie: member.cookie },
      { path: "/api/trpc/auth.me", cookie: member.cookie },
      { path: "/api/trpc/dashboard.badges" },
      { path: `/api/trpc/users.get?input=${input({ user_id: "not a uuid" })}`, cookie: member.cookie },
      { path: "/api/trpc/dashboard.adminStats", cookie: member.cookie },
      { path: "/api/trpc/dashboard.adminStats", cookie: admin.cookie },
    ];
    const statuses: number[] = [];
    for (const { path, cookie } of cases) {
      const { plain, fetched } = await both(path, { cookie });
      expect(plain, path).not.toBeNull();
      expect(plain, path).toEqual(fetched);
      statuses.push(fetched.status);
    }
    // The cases cover a success, a 401, a 400 with its fields and a 403, not only successes.
    expect(statuses).toEqual([200, 200, 401, 400, 403, 200]);
  });

  it("answers a batch with a success and a refusal (207) as the fetch adapter", async () => {
    const batchInput = JSON.stringify({ 0: superjson.serialize({ user_id: member.user.id }) });
    const { plain, fetched } = await both(
      `/api/trpc/users.get,dashboard.adminStats,auth.me?batch=1&input=${encodeURIComponent(batchInput)}`,
      { cookie: member.cookie },
    );
    expect(fetched.status).toBe(207);
    expect(plain).toEqual(fetched);
  });

  it("leaves to the fetch adapter what it does not serve", async () => {
    const refused = [
      "/api/trpc/auth.signOut", // a mutation
      "/api/trpc/realtime.events", // a subscription (an event stream)
      "/api/trpc/nothing.here", // no such procedure: tRPC's own 404
      "/api/trpc/auth.me?input=%7Bnot-json", // unreadable input: tRPC's own 400
      `/api/trpc/${Array.from({ length: MAX_BATCH_CALLS + 1 }, () => "health").join(",")}?batch=1`,
    ];
    for (const path of refused) {
      const url = new URL(path, "http://localhost:3000");
      expect(
        await answerTrpcQuery(app.services, plainRequest(url, new Headers()), { ip: uniqueIp() }),
        path,
      ).toBe(null);
    }
    const streamed = new Headers({ "trpc-accept": "application/jsonl" });
    const withToken = new Headers({ authorization: "Bearer rsh_not_a_real_token" });
    const url = new URL("/api/trpc/auth.me", "http://localhost:3000");
    for (const headers of [streamed, withToken]) {
      expect(await answerTrpcQuery(app.services, plainRequest(url, headers), { ip: uniqueIp() })).toBe(null);
    }
  });
});
