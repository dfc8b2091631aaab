import {
  ACCESS_ROLES,
  type AccessCase,
  type AccessRole,
  accessCases,
  type Outcome,
  type OwnerStage,
} from "@/server/api/access";
import { type RawRoute, rawRouteCases } from "@/server/api/raw-routes";
import { declaredProcedures as appProcedures, type RestRoute, restRoutes } from "@/server/api/rest";
import type { BuiltWorld, WorldFactory } from "./access-world";
import type { TestApp } from "./app";
import { loadContract } from "./contract";
import { inProcessFetcher, openEventStream, streamStatus, streamUrl } from "./event-stream";

/**
 * Runs the access declarations (src/server/api/access.ts): every case of every procedure through
 * tRPC and each REST row that calls it, as each role, and reports every answer that is not the
 * declared one.
 */

export type DeclaredProcedure = {
  path: string;
  type: "query" | "mutation" | "subscription";
  /** Who the procedure's builder lets in at all: public, member (admins too) or admin. */
  auth: "public" | "member" | "admin" | undefined;
  cases: readonly AccessCase[];
  rest: readonly RestRoute[];
  /** The schema it parses its input with. */
  input: unknown;
};

/**
 * Every procedure of the app's routes, with its declaration (empty when it has none). A procedure
 * answering a GET row is a query; the others are mutations. A subscription (the event stream,
 * decision 0025) has no REST row: its cases run over SSE through tRPC alone.
 */
export function declaredProcedures(): DeclaredProcedure[] {
  return appProcedures().map(({ name, meta, procedure }) => {
    const rest = restRoutes.filter((route) => route.name === name);
    if (procedure._def.type === "subscription") {
      return {
        path: name,
        type: "subscription",
        auth: meta.auth,
        cases: accessCases(meta.access),
        rest,
        input: meta.schemas?.input,
      };
    }
    const method = rest[0]?.method;
    if (!method) throw new Error(`${name} has no REST row: say here whether it is a query`);
    return {
      path: name,
      type: method === "GET" ? "query" : "mutation",
      auth: meta.auth,
      cases: accessCases(meta.access),
      rest,
      input: meta.schemas?.input,
    };
  });
}

/** `contract`: what the answer breaks of the OpenAPI document (REST only), if anything. */
export type Answer = { status: number; text: string; contract?: string | null };

/** One way in to a procedure: tRPC, or one of the REST rows that call it. */
export type Adapter = {
  name: string;
  kind: "trpc" | "rest";
  call(input: unknown, cookie: string | null): Promise<Answer>;
};

type QueryValue = string | number | boolean | (string | number | boolean)[];

/** A GET row's input as its query string: lists as repeated keys. */
export function queryOf(input: unknown): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (input === undefined) return query;
  if (typeof input !== "object" || input === null) throw new Error("a GET row's input must be an object");
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const scalar = (item: unknown): string | number | boolean =>
      typeof item === "string" || typeof item === "number" || typeof item === "boolean"
        ? item
        : JSON.stringify(item);
    query[key] = Array.isArray(value) ? value.map(scalar) : scalar(value);
  }
  return query;
}

type FileLike = { bytes: Uint8Array; name: string; type: string };

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Record<string, unknown>;
  return file.bytes instanceof Uint8Array && typeof file.name === "string" && typeof file.type === "string";
}

/** A multipart row's input as a form: a file-like value becomes a file part, the rest text. */
export function formOf(input: unknown): FormData {
  const form = new FormData();
  if (typeof input !== "object" || input === null) return form;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (isFileLike(value)) {
      form.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
    } else {
      form.append(key, typeof value === "string" ? value : JSON.stringify(value));
    }
  }
  return form;
}

export function trpcAdapter(app: TestApp, procedure: DeclaredProcedure): Adapter {
  return {
    name: `tRPC ${procedure.path}`,
    kind: "trpc",
    async call(input, cookie) {
      if (procedure.type === "subscription") {
        // Refusals come inside the stream (tRPC answers 200 and sends the error as its first message).
        const stream = await openEventStream(
          inProcessFetcher(app.services),
          streamUrl("http://localhost:3000", input as { lastEventId?: string | null }),
          { cookie },
        );
        try {
          return await streamStatus(stream);
        } finally {
          stream.close();
        }
      }
      const res =
        procedure.type === "query"
          ? await app.trpc.query(procedure.path, input, { cookie })
          : await app.trpc.mutation(procedure.path, input, { cookie });
      return { status: res.status, text: res.text };
    },
  };
}

export function restAdapter(app: TestApp, route: RestRoute): Adapter {
  return {
    name: `${route.method} ${route.path}`,
    kind: "rest",
    async call(input, cookie) {
      const res =
        route.body === "multipart"
          ? await app.request(route.method, route.path, { form: formOf(input), cookie })
          : route.method === "GET"
            ? await app.request(route.method, route.path, { query: queryOf(input), cookie })
            : await app.request(route.method, route.path, { body: input, cookie });
      const contract = await loadContract();
      return {
        status: res.status,
        text: res.text,
        contract: contract.check(route.method, route.path, res.status, res.text),
      };
    },
  };
}

export function adaptersOf(app: TestApp, procedure: DeclaredProcedure): Adapter[] {
  return [trpcAdapter(app, procedure), ...procedure.rest.map((route) => restAdapter(app, route))];
}

export type Mismatch = {
  where: string;
  role: AccessRole;
  expected: Outcome;
  status: number;
  /** The start of the answer's body, to see why. */
  body: string;
};

export function matches(expected: Outcome, status: number): boolean {
  return typeof expected === "number" ? expected === status : expected.includes(status);
}

function succeeds(expected: Outcome): boolean {
  const statuses = typeof expected === "number" ? [expected] : expected;
  return statuses.some((status) => status >= 200 && status < 300);
}

/**
 * Worlds for the matrix: reads share one per owner stage; every success of a mutation gets a new
 * one, after the refusals have run on the first (a refusal that still changed something then
 * shows up as the success failing).
 */
export class Worlds {
  private readonly shared = new Map<OwnerStage, Promise<BuiltWorld>>();
  constructor(private readonly factory: WorldFactory) {}

  read(stage: OwnerStage): Promise<BuiltWorld> {
    let world = this.shared.get(stage);
    if (!world) {
      world = this.factory.build(stage);
      this.shared.set(stage, world);
    }
    return world;
  }

  fresh(stage: OwnerStage): Promise<BuiltWorld> {
    return this.factory.build(stage);
  }
}

function caseName(where: string, accessCase: { name?: string }): string {
  return accessCase.name ? `${where} (${accessCase.name})` : where;
}

function snippet(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Runs one case through one adapter, as every role; returns what did not answer as declared. */
export async function runCase(
  worlds: Worlds,
  adapter: Adapter,
  accessCase: AccessCase,
  mutates: boolean,
): Promise<Mismatch[]> {
  const stage = accessCase.owner ?? "submitted";
  const expectedOf = (role: AccessRole): Outcome =>
    (adapter.kind === "trpc" ? accessCase.trpc?.[role] : undefined) ?? accessCase.expect[role];
  // Refusals first, on one world; then each success on a world of its own.
  const roles = [...ACCESS_ROLES].sort(
    (a, b) => Number(succeeds(expectedOf(a))) - Number(succeeds(expectedOf(b))),
  );
  const mismatches: Mismatch[] = [];
  let built = await (mutates ? worlds.fresh(stage) : worlds.read(stage));
  let spent = false;
  for (const role of roles) {
    const expected = expectedOf(role);
    if (mutates && succeeds(expected)) {
      if (spent) built = await worlds.fresh(stage);
      spent = true;
    }
    const answer = await adapter.call(accessCase.input?.(built.world), built.cookies[role]);
    if (answer.contract) {
      mismatches.push({
        where: caseName(`${adapter.name} (the OpenAPI contract)`, accessCase),
        role,
        expected,
        status: answer.status,
        body: answer.contract,
      });
    }
    if (!matches(expected, answer.status)) {
      mismatches.push({
        where: caseName(adapter.name, accessCase),
        role,
        expected,
        status: answer.status,
        body: snippet(answer.text),
      });
    }
  }
  return mismatches;
}

export async function runProcedure(
  app: TestApp,
  worlds: Worlds,
  procedure: DeclaredProcedure,
): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const adapter of adaptersOf(app, procedure)) {
    for (const accessCase of procedure.cases) {
      mismatches.push(...(await runCase(worlds, adapter, accessCase, procedure.type === "mutation")));
    }
  }
  return mismatches;
}

/** Raw routes are all reads: one shared world per stage. */
export async function runRawRoute(app: TestApp, worlds: Worlds, route: RawRoute): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const accessCase of rawRouteCases(route)) {
    const built = await worlds.read(accessCase.owner ?? "submitted");
    for (const role of ACCESS_ROLES) {
      const res = await app.request(route.method, accessCase.url(built.world), {
        cookie: built.cookies[role],
      });
      const expected = accessCase.expect[role];
      if (!matches(expected, res.status)) {
        mismatches.push({
          where: caseName(`${route.method} ${route.path}`, accessCase),
          role,
          expected,
          status: res.status,
          body: snippet(res.text),
        });
      }
    }
  }
  return mismatches;
}

export function describeMismatches(mismatches: readonly Mismatch[]): string {
  return mismatches
    .map(
      (m) =>
        `${m.where} as ${m.role}: expected ${typeof m.expected === "number" ? m.expected : m.expected.join(" or ")}, got ${m.status} ${m.body}`,
    )
    .join("\n");
}
