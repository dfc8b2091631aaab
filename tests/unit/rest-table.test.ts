import { describe, expect, it } from "vitest";
import {
  declaredProcedures,
  findRestRoute,
  inputFromQuery,
  restDeclarations,
  restRoutes,
} from "@/server/api/rest";

describe("the REST table", () => {
  it("comes from the procedures' own declarations, each made by a route helper", () => {
    const procedures = declaredProcedures();
    expect(procedures.length).toBeGreaterThan(30);
    // Every query and mutation has its REST row; the event stream (a subscription) is tRPC's alone.
    const subscriptions = procedures.filter((p) => p.procedure._def.type === "subscription");
    expect(subscriptions.map((p) => p.name)).toEqual(["realtime.events"]);
    for (const { name, meta, procedure } of procedures) {
      const rows = restDeclarations(meta).length;
      if (procedure._def.type === "subscription") expect(rows, `${name} is a stream`).toBe(0);
      else expect(rows, `${name} declares no REST row`).toBeGreaterThan(0);
      expect(meta.auth, `${name}: made without a route helper`).toBeDefined();
      expect(meta.schemas?.input, name).toBeDefined();
      expect(meta.schemas?.output, name).toBeDefined();
    }
    expect(restRoutes.map((route) => route.name).sort()).toEqual(
      procedures
        .filter((p) => p.procedure._def.type !== "subscription")
        .map((p) => p.name)
        .sort(),
    );
  });

  it("has one row per method and path, all under /api", () => {
    const keys = restRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of restRoutes) expect(route.path).toMatch(/^\/api\/[a-z0-9/-]+$/);
  });

  it("serves every documented auth and users path of spec §7", () => {
    const keys = new Set(restRoutes.map((route) => `${route.method} ${route.path}`));
    for (const key of [
      "POST /api/auth/sign-in",
      "POST /api/auth/sign-up",
      "POST /api/auth/sign-out",
      "POST /api/auth/forgot-password",
      "POST /api/auth/reset-password",
      "GET /api/users/get",
      "POST /api/users/create",
      "PUT /api/users/update",
      "PUT /api/users/update/subscription",
    ]) {
      expect(keys, key).toContain(key);
    }
  });
});

describe("findRestRoute", () => {
  it("finds a row by method and path, and says which methods a known path takes", () => {
    expect(findRestRoute("PUT", "/api/users/update").route?.name).toBe("users.update");
    expect(findRestRoute("GET", "/api/users/update")).toEqual({
      route: undefined,
      pathKnown: true,
      allowed: ["PUT"],
    });
    expect(findRestRoute("GET", "/api/nowhere")).toEqual({ route: undefined, pathKnown: false, allowed: [] });
  });
});

describe("inputFromQuery", () => {
  const usersGet = restRoutes.find((route) => route.path === "/api/users/get");
  if (!usersGet) throw new Error("no /api/users/get row");

  it("reads declared numbers as numbers and keeps the rest as text", () => {
    expect(inputFromQuery(usersGet, new URLSearchParams("page=2&pageSize=10&search=ali&user_id=x"))).toEqual({
      page: 2,
      pageSize: 10,
      search: "ali",
      user_id: "x",
    });
  });

  it("turns an empty or non-numeric number into NaN (refused by the schema), never 0", () => {
    const input = inputFromQuery(usersGet, new URLSearchParams("page=&pageSize=ten"));
    expect(input.page).toBeNaN();
    expect(input.pageSize).toBeNaN();
  });

  it("turns repeated keys into lists", () => {
    expect(inputFromQuery(usersGet, new URLSearchParams("search=a&search=b"))).toEqual({
      search: ["a", "b"],
    });
  });
});
