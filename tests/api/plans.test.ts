import { afterAll, beforeAll, expect, it } from "vitest";
import type { PlanView } from "@/server/plans/present";
import { createTestApp, describeApi, type TestApp } from "../support/app";

type PlanList = { plans: PlanView[] };

/** A value as JSON carries it (dates as strings), to compare tRPC's answer with REST's. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describeApi("subscription plans: public listing (spec §7, GET /api/subscription-plans)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("lists the four seeded plans to a visitor, Free first then by price, in the spec's snake_case", async () => {
    const res = await app.request<PlanList>("GET", "/api/subscription-plans");
    expect(res.status).toBe(200);
    // The packages page asks on every visit: browsers and shared caches may keep it a minute.
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(res.body.message).toBeUndefined();
    const plans = res.body.data?.plans ?? [];
    expect(plans.map((plan) => plan.name)).toEqual(["Free", "Silver", "Gold", "Platinum"]);
    expect(plans.map((plan) => plan.price)).toEqual([0, 2500, 5000, 10000]);
    for (const plan of plans) {
      expect(Object.keys(plan).sort()).toEqual(
        [
          "id",
          "name",
          "price",
          "messages_limit",
          "proposals_limit",
          "duration",
          "profile_status",
          "featured_profile",
          "is_free",
          "active",
          "created_at",
        ].sort(),
      );
      expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(String(plan.created_at)))).toBe(false);
    }
    expect(plans[0]).toMatchObject({
      name: "Free",
      price: 0,
      messages_limit: 5,
      proposals_limit: 5,
      duration: null,
      profile_status: false,
      featured_profile: false,
      is_free: true,
    });
    expect(plans[1]).toMatchObject({
      name: "Silver",
      price: 2500,
      messages_limit: 50,
      proposals_limit: 20,
      duration: 30,
      profile_status: false,
      featured_profile: false,
      is_free: false,
    });
    expect(plans[3]).toMatchObject({ name: "Platinum", profile_status: true, featured_profile: true });
  });

  it("gives a signed-in member the same list", async () => {
    const member = await app.signUp();
    const visitor = await app.request<PlanList>("GET", "/api/subscription-plans");
    const signedIn = await app.request<PlanList>("GET", "/api/subscription-plans", { cookie: member.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toEqual(visitor.body.data);
  });

  it("has a tRPC twin (plans.list) that agrees with the REST route", async () => {
    const rest = await app.request<PlanList>("GET", "/api/subscription-plans");
    const trpc = await app.trpc.query<PlanList>("plans.list");
    expect(trpc.status).toBe(200);
    expect(trpc.data?.plans[0]?.created_at).toBeInstanceOf(Date);
    expect(asJson(trpc.data)).toEqual(rest.body.data);
  });

  it("ignores stray query parameters, and refuses other methods with 405", async () => {
    const res = await app.request<PlanList>("GET", "/api/subscription-plans", { query: { page: "2" } });
    expect(res.status).toBe(200);
    expect(res.body.data?.plans).toHaveLength(4);

    const post = await app.request("POST", "/api/subscription-plans", { body: { name: "Diamond" } });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
