import { afterAll, beforeAll, expect, it } from "vitest";
import { type AccessCase, type AccessRole, accessCases } from "@/server/api/access";
import { declaredProcedures as appProcedures, type RestRoute, restRoutes } from "@/server/api/rest";
import { restAdapter, Worlds } from "../support/access-matrix";
import { createWorldFactory } from "../support/access-world";
import { createTestApp, describeApi, type TestApp } from "../support/app";
import { type Contract, loadContract } from "../support/contract";

/*
 * Issue 15: the OpenAPI document is a contract. Every REST row is called with its documented
 * example (the ids in it replaced by the ones of a freshly built world, as the authorization
 * matrix's case for that row supplies them), as a caller it must succeed for, and its answer is
 * validated against the document's schema for that status. The authorization matrix checks the
 * refusals' statuses and bodies against the document too (tests/support/access-matrix.ts).
 */

/**
 * The case to replay the example in, and the caller it succeeds for (the member when possible):
 * of the row's cases in which someone succeeds, the one whose input names most of the example's
 * fields, so that the ids it supplies are the ones the example uses.
 */
async function successfulCase(
  route: RestRoute,
  worlds: Worlds,
): Promise<{ accessCase: AccessCase; role: AccessRole } | undefined> {
  const meta = appProcedures().find((procedure) => procedure.name === route.name)?.meta;
  const preference: AccessRole[] = ["member", "admin", "other", "visitor"];
  const exampleKeys = Object.keys(route.example?.input ?? {});
  let best: { accessCase: AccessCase; role: AccessRole; shared: number } | undefined;
  for (const accessCase of accessCases(meta?.access)) {
    const role = preference.find((each) => {
      const expected = accessCase.expect[each];
      return typeof expected === "number" ? expected === 200 : expected.includes(200);
    });
    if (!role) continue;
    const world = (await worlds.read(accessCase.owner ?? "submitted")).world;
    const keys = Object.keys((accessCase.input?.(world) ?? {}) as Record<string, unknown>);
    const shared = keys.filter((key) => exampleKeys.includes(key)).length;
    if (!best || shared > best.shared) best = { accessCase, role, shared };
  }
  return best;
}

describeApi("the REST contract", () => {
  let app: TestApp;
  let worlds: Worlds;
  let contract: Contract;
  beforeAll(async () => {
    app = await createTestApp();
    worlds = new Worlds(await createWorldFactory(app));
    contract = await loadContract();
  });
  afterAll(() => app?.close());

  it("documents an example for every REST row", () => {
    const missing = restRoutes
      .filter((route) => !route.example)
      .map((route) => `${route.method} ${route.path}`);
    expect(missing, "add `example` to these rows' rest declarations").toEqual([]);
  });

  for (const route of restRoutes) {
    it(`${route.method} ${route.path} answers its documented example as the document describes`, async () => {
      const found = await successfulCase(route, worlds);
      expect(found, "declare a case in which some caller succeeds").toBeDefined();
      if (!found || !route.example) return;
      const { accessCase, role } = found;
      const built = await worlds.fresh(accessCase.owner ?? "submitted");
      const ids = accessCase.input?.(built.world);
      const input =
        route.example.input === undefined && ids === undefined
          ? undefined
          : { ...route.example.input, ...(ids as Record<string, unknown> | undefined) };
      const answer = await restAdapter(app, route).call(input, built.cookies[role]);
      expect(answer.status, answer.text.slice(0, 400)).toBe(200);
      expect(contract.check(route.method, route.path, answer.status, answer.text)).toBeNull();
    });
  }
});
