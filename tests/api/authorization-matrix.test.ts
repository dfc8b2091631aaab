import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRoutes } from "@/server/api/raw-routes";
import { restRoutes } from "@/server/api/rest";
import { createDemoProvider } from "@/server/payments/demo/provider";
import {
  adaptersOf,
  declaredProcedures,
  describeMismatches,
  type Mismatch,
  runCase,
  runProcedure,
  runRawRoute,
  Worlds,
} from "../support/access-matrix";
import { createWorldFactory } from "../support/access-world";
import { createTestApp, describeApi, type TestApp } from "../support/app";

/**
 * Issue 14: every procedure and route declares what each kind of caller gets (src/server/api/
 * access.ts, on the procedure's meta; raw-routes.ts for the rest), and this runs all of it, through
 * tRPC and REST alike, on both databases. Decision 0017 says what it covers and what it does not.
 */

/**
 * The /api paths a source file's code names (comments left out): string literals, and regular
 * expressions written for one, with their parameters as `{}`.
 */
function apiPathsNamedIn(file: string): string[] {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:\\])\/\/.*$/gm, "$1");
  const literals = [...source.matchAll(/["'`](\/api(?:\/[^"'`\s]*)?)["'`]/g)].map((m) =>
    (m[1] ?? "").split("?")[0]?.replace(/\$?\{[^}]+\}/g, "{}"),
  );
  const patterns = [...source.matchAll(/\^(\\\/api(?:\\\/[^$\s]*)?)\$/g)].map((m) =>
    (m[1] ?? "").replace(/\([^)]*\)/g, "{}").replace(/\\(.)/g, "$1"),
  );
  return [...literals, ...patterns].filter((path): path is string => path !== undefined);
}

/** What the entry and the handler may name besides the declared routes: the /api and tRPC prefixes. */
const PREFIXES = new Set(["/api", "/api/", "/api/trpc", "/api/trpc/"]);

describeApi("the authorization matrix", () => {
  let app: TestApp;
  let worlds: Worlds;
  beforeAll(async () => {
    // The demo provider, as the quick start runs: its gateway's routes answer only when it is in use.
    app = await createTestApp({ payments: createDemoProvider() });
    worlds = new Worlds(await createWorldFactory(app));
  });
  afterAll(() => app?.close());

  const procedures = declaredProcedures();

  it("has a declaration on every procedure", () => {
    const missing = procedures.filter((procedure) => procedure.cases.length === 0).map((p) => p.path);
    expect(missing, "add .meta({ access: ... }) to these procedures (src/server/api/access.ts)").toEqual([]);
  });

  it("declares every admin procedure, from the tRPC router and the REST table, as refusing visitors (401) and members (403)", () => {
    const admin = procedures.filter((procedure) => procedure.auth === "admin");
    // Walked from the router: a new adminRoute lands here by itself, and needs declared cases.
    expect(admin.length).toBeGreaterThan(10);
    const adminRows = restRoutes.filter((route) => route.auth === "admin").map((route) => route.name);
    expect(new Set(adminRows)).toEqual(new Set(admin.map((procedure) => procedure.path)));
    const wrong = admin.flatMap((procedure) =>
      procedure.cases.length === 0
        ? [`${procedure.path}: no declared case`]
        : procedure.cases
            .filter((c) => c.expect.visitor !== 401 || c.expect.member !== 403 || c.expect.other !== 403)
            .map((c) => `${procedure.path} (${c.name ?? "case"}): ${JSON.stringify(c.expect)}`),
    );
    // Each declared case also runs below, as every role, through tRPC and REST.
    expect(wrong).toEqual([]);
  });

  it("has a declaration for every /api path the handler, the entry and the raw-route table name outside the REST table", () => {
    const known = new Set([
      ...restRoutes.map((route) => route.path),
      ...rawRoutes.map((route) => route.path.replace(/\{[^}]+\}/g, "{}")),
    ]);
    const files = ["src/server/api/handler.ts", "src/server/http.ts", "src/server/api/raw-routes.ts"];
    const named = files.flatMap(apiPathsNamedIn);
    // The scan must see the raw routes there are, or it would pass by seeing nothing.
    expect(named).toEqual(expect.arrayContaining(["/api/openapi.json", "/api/profile/images/{}"]));
    const undeclared = named.filter((path) => !PREFIXES.has(path) && !known.has(path));
    expect(undeclared, "declare these routes in src/server/api/raw-routes.ts").toEqual([]);
  });

  it("agrees with each REST row's documented auth level", () => {
    const wrong: string[] = [];
    for (const procedure of procedures) {
      for (const route of procedure.rest) {
        for (const accessCase of procedure.cases) {
          const { visitor, member, other } = accessCase.expect;
          const signInNeeded = visitor === 401;
          if (signInNeeded !== (route.auth !== "public"))
            wrong.push(`${route.path}: visitor gets ${visitor}`);
          if (route.auth === "admin" && (member !== 403 || other !== 403)) {
            wrong.push(`${route.path}: a member gets ${member}, another ${other}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  for (const procedure of procedures) {
    it.runIf(procedure.cases.length > 0)(`${procedure.path} answers each caller as declared`, async () => {
      const mismatches = await runProcedure(app, worlds, procedure);
      expect(mismatches, describeMismatches(mismatches)).toEqual([]);
    });
  }

  for (const route of rawRoutes) {
    it(`${route.method} ${route.path} answers each caller as declared`, async () => {
      const mismatches = await runRawRoute(app, worlds, route);
      expect(mismatches, describeMismatches(mismatches)).toEqual([]);
    });
  }

  it("fails a declaration that is wrong", async () => {
    // As if users.update let members edit their own account: both adapters must report it.
    const update = procedures.find((procedure) => procedure.path === "users.update");
    const declared = update?.cases[0];
    if (!update || !declared) throw new Error("users.update has no declaration");
    const wrong = { ...declared, expect: { ...declared.expect, member: 200 } };
    const mismatches: Mismatch[] = [];
    for (const adapter of adaptersOf(app, update))
      mismatches.push(...(await runCase(worlds, adapter, wrong, true)));
    expect(mismatches.map((m) => [m.where, m.role, m.status])).toEqual([
      ["tRPC users.update", "member", 403],
      ["PUT /api/users/update", "member", 403],
    ]);
  });
});
