import { and, eq, gt, inArray, ne } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, it } from "vitest";
import type { OwnerStage } from "@/server/api/access";
import { restRoutes } from "@/server/api/rest";
import { readCookie, SESSION_COOKIE } from "@/server/auth/session";
import { hashToken } from "@/server/auth/tokens";
import { rateLimits, sessions, users } from "@/server/db/schema";
import { createDemoProvider } from "@/server/payments/demo/provider";
import { type DeclaredProcedure, declaredProcedures } from "../support/access-matrix";
import { type BuiltWorld, createWorldFactory, type WorldFactory } from "../support/access-world";
import { createTestApp, describeApi, type TestApp } from "../support/app";
import { restProblem, trpcProblem } from "../support/fuzz/answers";
import {
  caseArbitrary,
  type FuzzCase,
  type Photos,
  rawRouteArbitrary,
  rawRouteRequest,
  referenceWorld,
  restRequest,
  trpcRequest,
} from "../support/fuzz/cases";
import { type FuzzServer, type RawAnswer, type RawRequest, startFuzzServer } from "../support/fuzz/http";
import { fuzzPhotos } from "../support/fuzz/photos";

/**
 * Issue 14: every procedure's input, fuzzed through tRPC and its REST rows over the real node:http
 * entry, signed out and in. Whatever arrives, the answer is a 200 or a 4xx in the documented shape,
 * and nothing crashes, rejects unhandled or pollutes a prototype. FUZZ_RUNS cases a procedure (a
 * few dozen in the normal run, 10,000 under `npm run fuzz`); FUZZ_SEED fixes the base seed
 * (decision 0017).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const BASE_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 14;
/** Bodies past this are refused unread (413), and the server may close the socket on the rest. */
const BODY_LIMIT = 1024 * 1024;
/** Node's own limit on a request's head (16 KB) answers 431 before any of our code: a long URL may meet it. */
const URL_LIMIT = 8 * 1024;

/** Each procedure its own sequence, reproducible from the base seed and its name. */
function seedOf(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash ^ BASE_SEED) | 0;
}

function isJsonObject(body: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    return value !== null && typeof value === "object";
  } catch {
    return false;
  }
}

function prototypesNow(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join(","))
    .join("|");
}

type Adapter = {
  name: string;
  request(fuzz: FuzzCase, world: BuiltWorld): RawRequest;
  check(answer: RawAnswer, method: string): string | null;
};

function adaptersFor(procedure: DeclaredProcedure): Adapter[] {
  const cookieOf = (fuzz: FuzzCase, built: BuiltWorld) => built.cookies[fuzz.caller];
  return [
    {
      name: `tRPC ${procedure.path}`,
      request: (fuzz, built) => trpcRequest(procedure, fuzz, built.world, cookieOf(fuzz, built)),
      check: (answer) => trpcProblem(answer),
    },
    ...procedure.rest.map(
      (route): Adapter => ({
        name: `${route.method} ${route.path}`,
        request: (fuzz, built) => restRequest(route, fuzz, built.world, cookieOf(fuzz, built)),
        check: restProblem,
      }),
    ),
  ];
}

describeApi("fuzzing every input through both adapters", () => {
  let app: TestApp;
  let factory: WorldFactory;
  let server: FuzzServer;
  let photos: Photos;
  const unhandled: string[] = [];
  const onUnhandled = (error: unknown) => {
    unhandled.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  };
  // Taken once everything is loaded: a library may add to a prototype when it starts.
  let prototypes = "";

  beforeAll(async () => {
    // The demo provider, as the quick start runs: its gateway's routes answer only when it is in use.
    app = await createTestApp({ payments: createDemoProvider() });
    factory = await createWorldFactory(app);
    server = await startFuzzServer(app);
    photos = await fuzzPhotos();
    prototypes = prototypesNow();
    process.on("unhandledRejection", onUnhandled);
    process.on("uncaughtException", onUnhandled);
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    process.off("uncaughtException", onUnhandled);
    await server?.close();
    await app?.close();
  });

  /** Whether the world's three sessions and accounts survived the last case. */
  async function standing(built: BuiltWorld): Promise<boolean> {
    const tokens = Object.values(built.cookies).flatMap((cookie) => {
      const token = readCookie(cookie, SESSION_COOKIE);
      return token ? [hashToken(token)] : [];
    });
    const live = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.status, "active")))
      .where(and(inArray(sessions.id, tokens), gt(sessions.expiresAt, new Date())));
    return live.length === tokens.length;
  }

  /**
   * A new world for the next cases: the shared accounts an admin's case disabled are enabled
   * again, and the rate limits start over, so later cases still reach past them.
   */
  async function rebuild(stage: OwnerStage): Promise<BuiltWorld> {
    await app.db
      .update(users)
      .set({ status: "active" })
      .where(and(inArray(users.id, [...factory.sharedUserIds]), ne(users.status, "active")));
    await app.db.delete(rateLimits);
    return factory.build(stage);
  }

  /**
   * Runs `property` on RUNS cases from its own seed; besides what `run` finds wrong with a case,
   * an unhandled rejection or a changed built-in prototype fails it.
   */
  async function fuzz<T>(name: string, cases: fc.Arbitrary<T>, run: (value: T) => Promise<string[]>) {
    const property = fc.asyncProperty(cases, async (value) => {
      const problems = await run(value);
      // Work a request left behind (queued mail) fails or succeeds before the case is judged.
      await app.services.mailJobs.drain();
      if (unhandled.length > 0) problems.push(...unhandled.splice(0).map((error) => `unhandled: ${error}`));
      if (prototypesNow() !== prototypes) problems.push("a built-in prototype was changed");
      if (problems.length > 0) throw new Error(problems.join("\n"));
    });
    try {
      await fc.assert(property, { seed: seedOf(name), numRuns: RUNS, includeErrorInReport: true });
    } catch (error) {
      const reproduce = `Reproduce: FUZZ_SEED=${BASE_SEED} FUZZ_RUNS=${RUNS} npx vitest run tests/api/fuzz.test.ts -t '${name}'`;
      throw new Error(`${reproduce}\n${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Sends the request and says what is wrong with the answer, if anything. */
  async function judge(
    name: string,
    request: RawRequest,
    check: (answer: RawAnswer, method: string) => string | null,
  ): Promise<{ problem: string | null; answer?: RawAnswer }> {
    let answer: RawAnswer;
    try {
      answer = await server.send(request);
    } catch (error) {
      // Refused unread: the server may close the connection before the body is sent.
      if ((request.body?.length ?? 0) > BODY_LIMIT) return { problem: null };
      return { problem: `${name}: no answer (${error instanceof Error ? error.message : String(error)})` };
    }
    if (answer.status === 431 && request.path.length > URL_LIMIT) return { problem: null, answer };
    const problem = check(answer, request.method);
    if (!problem) return { problem: null, answer };
    const body = answer.body.toString("utf8").slice(0, 400);
    return {
      problem: `${name}: ${problem}\n  ${request.method} ${request.path.slice(0, 200)} -> ${answer.status} ${body}`,
      answer,
    };
  }

  async function fuzzProcedure(procedure: DeclaredProcedure): Promise<void> {
    const stage = procedure.cases[0]?.owner ?? "submitted";
    let built = await rebuild(stage);
    const adapters = adaptersFor(procedure);
    let spent = false;
    let count = 0;
    await fuzz(
      procedure.path,
      caseArbitrary(procedure, referenceWorld(built.world), photos),
      async (fuzzCase) => {
        count += 1;
        if (spent || count % 100 === 0) {
          built = await rebuild(stage);
          spent = false;
        }
        const problems: string[] = [];
        let changed = false;
        for (const adapter of adapters) {
          const { problem, answer } = await judge(
            adapter.name,
            adapter.request(fuzzCase, built),
            adapter.check,
          );
          if (problem) problems.push(problem);
          if (answer?.status === 200 && procedure.type === "mutation") changed = true;
        }
        if (changed) spent = !(await standing(built));
        return problems;
      },
    );
  }

  // The event stream (a subscription) takes one optional id and is no request and answer: its
  // refusals and its input are covered by the authorization matrix and tests/api/realtime.test.ts.
  for (const procedure of declaredProcedures().filter((p) => p.type !== "subscription")) {
    // 10,000 cases of a slow procedure (a password hashed each time) take minutes.
    it(
      `${procedure.path}: every answer a 200 or a documented 4xx`,
      () => fuzzProcedure(procedure),
      Math.max(60_000, RUNS * 200),
    );
  }
  it(
    "raw routes, wrong methods and unknown paths: every answer a 200, a 304 or a documented 4xx",
    async () => {
      const built = await rebuild("submitted");
      const paths = [...new Set(restRoutes.map((route) => route.path))];
      await fuzz("raw routes", rawRouteArbitrary(paths), async (route) => {
        const request = rawRouteRequest(route, built.world, built.cookies[route.caller]);
        // An If-None-Match that matches answers 304, with no body; the OpenAPI document is itself.
        const check = (answer: RawAnswer, method: string) => {
          if (answer.status === 304 && answer.body.length === 0) return null;
          if (answer.status === 200 && request.path.startsWith("/api/openapi.json")) {
            return method === "HEAD" || isJsonObject(answer.body)
              ? null
              : "an OpenAPI document that is not JSON";
          }
          return restProblem(answer, method);
        };
        const { problem } = await judge(`${route.method} raw`, request, check);
        return problem ? [problem] : [];
      });
    },
    Math.max(60_000, RUNS * 50),
  );
});
