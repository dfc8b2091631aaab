import { createTRPCClient } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";
import { handleApiRequest } from "@/server/api/handler";
import type { AppRouter } from "@/server/api/root";
import { BATCH_TOO_LARGE, TRPC_BATCH_TOO_LARGE } from "@/server/errors";
import { trpcLinks } from "@/trpc/links";
import { createTestApp, describeApi, type TestApp, type TrpcErrorShape, uniqueIp } from "../support/app";

/**
 * Issue 14, finding 8: a tRPC batch holds at most MAX_BATCH_CALLS calls. A larger one (the review
 * sent 150 searches in one request) is refused before any call runs, in words; the browser's
 * batch link never sends one.
 */
describeApi("tRPC batch size (issue 14)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  /** A batch of `count` calls to `path` (GET: queries; POST: mutations), as the batch link sends it. */
  async function batch(method: "GET" | "POST", path: string, count: number, cookie?: string) {
    const paths = Array.from({ length: count }, () => path).join(",");
    const input = JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, {}])));
    if (method === "GET")
      return app.request("GET", `/api/trpc/${paths}`, { query: { batch: 1, input }, cookie });
    return app.request("POST", `/api/trpc/${paths}`, {
      query: { batch: 1 },
      rawBody: input,
      headers: { "content-type": "application/json" },
      cookie,
    });
  }

  function errorOf(text: string): TrpcErrorShape {
    const body = JSON.parse(text) as { error?: unknown } | { error?: unknown }[];
    const first = Array.isArray(body) ? body[0] : body;
    return superjson.deserialize(
      first?.error as Parameters<typeof superjson.deserialize>[0],
    ) as TrpcErrorShape;
  }

  it("refuses a batch of 151 searches with a worded 400", async () => {
    const member = await app.signUp();
    const res = await batch("GET", "profile.getAll", 151, member.cookie);
    expect(res.status).toBe(400);
    const error = errorOf(res.text);
    expect(error.message).toBe(BATCH_TOO_LARGE);
    expect(error.message).toBe(
      `Too many calls in one batch: send at most ${MAX_BATCH_CALLS} calls a request.`,
    );
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
  });

  it("refuses one call past the limit, for queries and mutations alike, and runs none of them", async () => {
    const queries = await batch("GET", "health", MAX_BATCH_CALLS + 1);
    expect(queries.status).toBe(400);
    expect(errorOf(queries.text).message).toBe(BATCH_TOO_LARGE);
    const member = await app.signUp();
    const mutations = await batch("POST", "auth.signOut", MAX_BATCH_CALLS + 1, member.cookie);
    expect(mutations.status).toBe(400);
    expect(errorOf(mutations.text).message).toBe(BATCH_TOO_LARGE);
    const me = await app.trpc.query<{ email: string } | null>("auth.me", undefined, {
      cookie: member.cookie,
    });
    expect(me.data?.email, "no sign-out ran").toBe(member.email);
  });

  it("answers a batch at the limit", async () => {
    const res = await batch("GET", "health", MAX_BATCH_CALLS);
    expect(res.status).toBe(200);
    const results = JSON.parse(res.text) as { result: { data: { json: unknown } } }[];
    expect(results).toHaveLength(MAX_BATCH_CALLS);
    expect(results.every((item) => (item.result.data.json as { status: string }).status === "ok")).toBe(true);
  });

  it("words tRPC's own refusal, whose text the server recognises (a tRPC upgrade that rewords it fails here)", () => {
    expect(TRPC_BATCH_TOO_LARGE).toBe("Batch call exceeds maximum size");
  });

  it("has the browser's batch link split 25 simultaneous queries into batches the server takes", async () => {
    const sizes: number[] = [];
    const client = createTRPCClient<AppRouter>({
      links: trpcLinks({
        url: "http://localhost:3000/api/trpc",
        fetch: async (input, init) => {
          const request = new Request(input, init);
          const url = new URL(request.url);
          sizes.push(url.searchParams.get("batch") === "1" ? url.pathname.split(",").length : 1);
          return handleApiRequest(app.services, request, { ip: uniqueIp() });
        },
      }),
    });
    const answers = await Promise.all(Array.from({ length: 25 }, () => client.health.query()));
    expect(answers.every((answer) => answer.status === "ok")).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(25);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH_CALLS);
    expect(sizes.length).toBeGreaterThan(1);
  });
});
