import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminActions, payments, subscriptionPlans } from "@/server/db/schema";
import type { PaymentView } from "@/server/payments/present";
import type { AdminPlanView, PlanView } from "@/server/plans/present";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";

type PlanPage = { subscription_plans: AdminPlanView[]; total: number; page: number; pageSize: number };
type PlanChanged = { subscription_plan: AdminPlanView };
type PlanRemoved = { outcome: "deleted" | "deactivated"; subscription_plan: AdminPlanView | null };

const FORBIDDEN = { error: "This page is for administrators only.", code: "FORBIDDEN" };

describeApi("subscription plans, the administrators' side (spec §5, §7; decision 0030)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    member = await app.signUp();
  });
  afterAll(() => app?.close());

  let counter = 0;
  function planInput(overrides: Record<string, unknown> = {}) {
    counter += 1;
    return {
      name: `Test plan ${counter} ${randomUUID().slice(0, 8)}`,
      price: 3000,
      messages_limit: 40,
      proposals_limit: 20,
      duration: 30,
      profile_status: false,
      featured_profile: true,
      ...overrides,
    };
  }

  async function createPlan(overrides: Record<string, unknown> = {}): Promise<AdminPlanView> {
    const res = await app.request<PlanChanged>("POST", "/api/subscription-plans/create", {
      body: planInput(overrides),
      cookie: admin.cookie,
    });
    expect(res.status, res.text).toBe(200);
    const plan = res.body.data?.subscription_plan;
    if (!plan) throw new Error("no plan answered");
    return plan;
  }

  async function freePlanId(): Promise<string> {
    const [free] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isFree, true));
    if (!free) throw new Error("no Free plan");
    return free.id;
  }

  function actionsOn(targetId: string) {
    return app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, "subscription_plan"), eq(adminActions.targetId, targetId)))
      .orderBy(adminActions.createdAt);
  }

  /** A paid payment for `planId` straight in the database, as the notification handler leaves one. */
  async function paidPaymentFor(plan: { id: string; name: string; price: number }) {
    const [row] = await app.db
      .insert(payments)
      .values({
        basketId: `RSH-TEST-${randomUUID()}`,
        profileId: member.user.profileId,
        planId: plan.id,
        planName: plan.name,
        amount: plan.price,
        status: "paid",
        provider: "demo",
        paidAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("payment not stored");
    return row;
  }

  it("is for administrators only: members get 403, visitors 401, on every route", async () => {
    const plan = await createPlan();
    const calls: [string, string, Record<string, unknown>][] = [
      ["GET", "/api/subscription-plans/get", {}],
      ["POST", "/api/subscription-plans/create", planInput()],
      ["PUT", "/api/subscription-plans/update", { subscription_plan_id: plan.id, price: 1 }],
      ["DELETE", "/api/subscription-plans/delete", { subscription_plan_id: plan.id }],
    ];
    for (const [method, path, input] of calls) {
      const options = method === "GET" ? { query: {} } : { body: input };
      const asMember = await app.request(method, path, { ...options, cookie: member.cookie });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body).toEqual(FORBIDDEN);
      const asVisitor = await app.request(method, path, options);
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
    }
    const [stored] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(stored).toMatchObject({ price: 3000, active: true });
  });

  it("refuses a plan without its fields with spec §5's messages, an empty value counting as missing", async () => {
    const empty = await app.request("POST", "/api/subscription-plans/create", {
      body: {},
      cookie: admin.cookie,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({
      name: "Plan name is required",
      price: "Price is required!",
      messages_limit: "Messages Limit is required!",
      proposals_limit: "Proposals Limit is required!",
      duration: "Duration is required!",
    });

    const blanks = await app.request("POST", "/api/subscription-plans/create", {
      body: { name: "  ", price: "", messages_limit: null, proposals_limit: "", duration: "" },
      cookie: admin.cookie,
    });
    expect(blanks.status).toBe(422);
    expect(blanks.body.fields).toEqual({
      name: "Plan name is required",
      price: "Price is required!",
      messages_limit: "Messages Limit is required!",
      proposals_limit: "Proposals Limit is required!",
      duration: "Duration is required!",
    });

    const wrong = await app.request("POST", "/api/subscription-plans/create", {
      body: planInput({ price: -5, duration: 0, messages_limit: 2.5, profile_status: "yes" }),
      cookie: admin.cookie,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({
      price: "Price cannot be negative.",
      duration: "Duration must be at least 1.",
      messages_limit: "Messages Limit must be a whole number.",
      profile_status: "Profile status must be true or false.",
    });
  });

  it("creates a plan, records it in the trail, and refuses a second plan of the same name (409)", async () => {
    const input = planInput({ profile_status: true });
    const res = await app.request<PlanChanged>("POST", "/api/subscription-plans/create", {
      body: input,
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Subscription plan created successfully");
    const plan = res.body.data?.subscription_plan;
    expect(plan).toMatchObject({
      name: input.name,
      price: 3000,
      messages_limit: 40,
      proposals_limit: 20,
      duration: 30,
      profile_status: true,
      featured_profile: true,
      is_free: false,
      active: true,
      payments_count: 0,
      periods_count: 0,
      subscribers_count: 0,
    });
    const [action] = await actionsOn(plan?.id ?? "");
    expect(action).toMatchObject({ adminUserId: admin.user.id, action: "plan.create" });

    const again = await app.request("POST", "/api/subscription-plans/create", {
      body: { ...input, name: input.name.toUpperCase() },
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      `A plan named “${input.name.toUpperCase()}” already exists. Choose another name.`,
    );
    expect(again.body.fields?.name).toBe(again.body.error);

    const rename = await app.request("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: plan?.id, name: "Gold" },
      cookie: admin.cookie,
    });
    expect(rename.status).toBe(409);
    expect(rename.body.error).toBe("A plan named “Gold” already exists. Choose another name.");
  });

  it("lists every plan, inactive ones too, with their use; searches by name; reads one by id", async () => {
    const hidden = await createPlan({ active: false });
    const list = await app.request<PlanPage>("GET", "/api/subscription-plans/get", {
      query: { page: 1, pageSize: 100 },
      cookie: admin.cookie,
    });
    expect(list.status).toBe(200);
    const names = list.body.data?.subscription_plans.map((plan) => plan.name) ?? [];
    expect(names.slice(0, 1)).toEqual(["Free"]);
    expect(names).toContain(hidden.name);
    expect(list.body.data?.total).toBe(names.length);

    const search = await app.request<PlanPage>("GET", "/api/subscription-plans/get", {
      query: { search: hidden.name.slice(-8) },
      cookie: admin.cookie,
    });
    expect(search.body.data?.subscription_plans.map((plan) => plan.id)).toEqual([hidden.id]);

    const one = await app.request<PlanChanged>("GET", "/api/subscription-plans/get", {
      query: { subscription_plan_id: hidden.id },
      cookie: admin.cookie,
    });
    expect(one.body.data?.subscription_plan).toMatchObject({ id: hidden.id, active: false });

    const unknown = await app.request("GET", "/api/subscription-plans/get", {
      query: { subscription_plan_id: randomUUID() },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Subscription plan not found");
  });

  it("keeps the Free plan free, without a duration, active and undeletable", async () => {
    const free = await freePlanId();
    const priced = await app.request("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: free, price: 500, duration: 30, active: false },
      cookie: admin.cookie,
    });
    expect(priced.status).toBe(422);
    expect(priced.body.fields).toEqual({
      price: "The Free plan is always free: its price stays Rs. 0.",
      duration: "The Free plan has no duration: it does not end.",
      active: "The Free plan cannot be deactivated: every member falls back to it.",
    });
    const deleted = await app.request("DELETE", "/api/subscription-plans/delete", {
      body: { subscription_plan_id: free },
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toBe("The Free plan cannot be deleted: every member falls back to it.");

    // Its limits may change (and price 0, as a full form sends it, is no change).
    const limits = await app.request<PlanChanged>("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: free, price: 0, messages_limit: 6 },
      cookie: admin.cookie,
    });
    expect(limits.status).toBe(200);
    expect(limits.body.data?.subscription_plan).toMatchObject({
      name: "Free",
      price: 0,
      duration: null,
      messages_limit: 6,
      active: true,
    });
    const [stored] = await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, free));
    expect(stored).toMatchObject({ price: 0, duration: null, active: true, messagesLimit: 6 });
    const [action] = await actionsOn(free);
    expect(action).toMatchObject({
      action: "plan.update",
      detail: { before: { messages_limit: 5 }, after: { messages_limit: 6 } },
    });
    await app.request("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: free, messages_limit: 5 },
      cookie: admin.cookie,
    });
  });

  it("deletes a plan nobody bought, and deactivates one that was bought, which the public list then hides", async () => {
    const unsold = await createPlan();
    const gone = await app.request<PlanRemoved>("DELETE", "/api/subscription-plans/delete", {
      body: { subscription_plan_id: unsold.id },
      cookie: admin.cookie,
    });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe("Subscription plan deleted.");
    expect(gone.body.data).toEqual({ outcome: "deleted", subscription_plan: null });
    expect(await app.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, unsold.id))).toEqual(
      [],
    );
    expect((await actionsOn(unsold.id)).map((row) => row.action)).toEqual(["plan.create", "plan.delete"]);

    const sold = await createPlan();
    await paidPaymentFor(sold);
    const before = await app.request<{ plans: PlanView[] }>("GET", "/api/subscription-plans");
    expect(before.body.data?.plans.map((plan) => plan.id)).toContain(sold.id);

    const kept = await app.request<PlanRemoved>("DELETE", "/api/subscription-plans/delete", {
      body: { subscription_plan_id: sold.id },
      cookie: admin.cookie,
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.message).toMatch(/deactivated instead of deleted/);
    expect(kept.body.data?.outcome).toBe("deactivated");
    expect(kept.body.data?.subscription_plan).toMatchObject({
      id: sold.id,
      active: false,
      payments_count: 1,
    });
    expect((await actionsOn(sold.id)).map((row) => row.action)).toEqual(["plan.create", "plan.deactivate"]);

    const after = await app.request<{ plans: PlanView[] }>("GET", "/api/subscription-plans");
    const listed = after.body.data?.plans ?? [];
    expect(listed.map((plan) => plan.id)).not.toContain(sold.id);
    expect(listed.every((plan) => plan.active)).toBe(true);
    expect(listed.map((plan) => plan.name)).toEqual(
      expect.arrayContaining(["Free", "Silver", "Gold", "Platinum"]),
    );

    // Offered again when an administrator reactivates it.
    const back = await app.request("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: sold.id, active: true },
      cookie: admin.cookie,
    });
    expect(back.status).toBe(200);
    const again = await app.request<{ plans: PlanView[] }>("GET", "/api/subscription-plans");
    expect(again.body.data?.plans.map((plan) => plan.id)).toContain(sold.id);
  });

  it("changes a plan's price and name without changing what was already paid", async () => {
    const plan = await createPlan({ price: 2000 });
    const payment = await paidPaymentFor(plan);
    const res = await app.request<PlanChanged>("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: plan.id, price: 2600, name: `${plan.name} Plus` },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Subscription plan updated successfully");
    expect(res.body.data?.subscription_plan).toMatchObject({ price: 2600, name: `${plan.name} Plus` });

    const paid = await app.request<{ payment: PaymentView }>("GET", "/api/payments/get", {
      query: { payment_id: payment.id },
      cookie: admin.cookie,
    });
    expect(paid.body.data?.payment).toMatchObject({ amount: 2000, plan: { id: plan.id, name: plan.name } });
    const [action] = (await actionsOn(plan.id)).filter((row) => row.action === "plan.update");
    expect(action?.detail).toEqual({
      before: { price: 2000, name: plan.name },
      after: { price: 2600, name: `${plan.name} Plus` },
    });
  });

  it("answers 404 for an unknown plan and 422 for a malformed id", async () => {
    const unknown = await app.request("PUT", "/api/subscription-plans/update", {
      body: { subscription_plan_id: randomUUID(), price: 10 },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    const malformed = await app.request("DELETE", "/api/subscription-plans/delete", {
      body: { subscription_plan_id: "plan-1" },
      cookie: admin.cookie,
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields).toEqual({
      subscription_plan_id: "subscription_plan_id must be a valid id",
    });
  });
});
