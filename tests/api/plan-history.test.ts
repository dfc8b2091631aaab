import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, subscriptionPlans } from "@/server/db/schema";
import { DAY_MS, endPlanPeriod, startPlanPeriod } from "@/server/plans/periods";
import type { PlanRow } from "@/server/plans/queries";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile } from "../support/profiles";

type Period = {
  id: string;
  plan: { id: string; name: string };
  source: "payment" | "admin";
  payment_id: string | null;
  start_date: string;
  end_date: string;
  state: "running" | "queued" | "ended" | "cut_short";
  ended_at: string | null;
  end_reason: string | null;
};
type Answer = {
  subscription: { plan: { name: string }; end_date: string | null };
  queued: Period[];
  history: Period[];
};

describeApi("the member's plan history (GET /api/profile/get/user-subscription: queued and history)", () => {
  let app: TestApp;
  let plans: Record<string, PlanRow>;

  beforeAll(async () => {
    app = await createTestApp();
    const rows = await app.db.select().from(subscriptionPlans);
    plans = Object.fromEntries(rows.map((row) => [row.name, row]));
  });
  afterAll(() => app?.close());

  function plan(name: string): PlanRow {
    const found = plans[name];
    if (!found) throw new Error(`no ${name} plan`);
    return found;
  }

  /** A paid payment of the member and the period it starts (queued after what runs), as the IPN does. */
  async function buy(member: SignedUpUser, planName: string, now?: Date) {
    const bought = plan(planName);
    const profileId = member.user.profileId ?? "";
    return app.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          basketId: `RSH-TEST-${randomUUID()}`,
          profileId,
          planId: bought.id,
          planName: bought.name,
          amount: bought.price,
          status: "paid",
          provider: "demo",
          paidAt: now ?? new Date(),
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error("payment not stored");
      const period = await startPlanPeriod(tx, {
        profileId,
        plan: bought,
        source: "payment",
        paymentId: payment.id,
        now,
      });
      return { paymentId: payment.id, period };
    });
  }

  async function read(member: SignedUpUser, profileId = member.user.profileId ?? "") {
    return app.request<Answer>("GET", "/api/profile/get/user-subscription", {
      cookie: member.cookie,
      query: { profileId },
    });
  }

  it("a Free member has nothing queued and no history", async () => {
    const member = await memberWithProfile(app);
    const res = await read(member);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      subscription: { plan: { name: "Free" } },
      queued: [],
      history: [],
    });
  });

  it("a plan bought while another runs is queued after it; the running one is history", async () => {
    const member = await memberWithProfile(app);
    const silver = await buy(member, "Silver");
    const gold = await buy(member, "Gold");

    const res = await read(member);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data?.subscription.plan.name).toBe("Silver");
    expect(data?.history).toEqual([
      {
        id: silver.period.id,
        plan: { id: plan("Silver").id, name: "Silver" },
        source: "payment",
        payment_id: silver.paymentId,
        start_date: silver.period.startDate.toISOString(),
        end_date: silver.period.endDate.toISOString(),
        state: "running",
        ended_at: null,
        end_reason: null,
      },
    ]);
    expect(data?.queued).toHaveLength(1);
    expect(data?.queued[0]).toMatchObject({
      plan: { name: "Gold" },
      state: "queued",
      payment_id: gold.paymentId,
    });
    // Gold starts where Silver ends, and runs its own 90 days.
    expect(data?.queued[0]?.start_date).toBe(silver.period.endDate.toISOString());
    expect(Date.parse(data?.queued[0]?.end_date ?? "") - silver.period.endDate.getTime()).toBe(
      (plan("Gold").duration ?? 0) * DAY_MS,
    );
  });

  it("queued plans come soonest first, the history newest first, with ended and cut-short periods", async () => {
    const member = await memberWithProfile(app);
    // Silver bought 40 days ago ran its 30 days and ended.
    const old = await buy(member, "Silver", new Date(Date.now() - 40 * DAY_MS));
    const gold = await buy(member, "Gold");
    await buy(member, "Silver");
    await buy(member, "Platinum");

    let data = (await read(member)).body.data;
    expect(data?.history.map((p) => [p.plan.name, p.state])).toEqual([
      ["Gold", "running"],
      ["Silver", "ended"],
    ]);
    expect(data?.history[1]?.id).toBe(old.period.id);
    expect(data?.queued.map((p) => p.plan.name)).toEqual(["Silver", "Platinum"]);

    // A refund cuts Gold short: the reason shows, and the queued Silver moves up to run now.
    await app.db.transaction((tx) =>
      endPlanPeriod(tx, { periodId: gold.period.id, reason: "Refunded: paid twice" }),
    );
    data = (await read(member)).body.data;
    expect(data?.subscription.plan.name).toBe("Silver");
    expect(data?.history.map((p) => [p.plan.name, p.state])).toEqual([
      ["Silver", "running"],
      ["Gold", "cut_short"],
      ["Silver", "ended"],
    ]);
    expect(data?.history[1]).toMatchObject({ end_reason: "Refunded: paid twice" });
    expect(data?.history[1]?.ended_at).not.toBeNull();
    expect(data?.queued.map((p) => p.plan.name)).toEqual(["Platinum"]);
  });

  it("names a bought plan as it was bought, and a grant as granted", async () => {
    const member = await memberWithProfile(app);
    const admin = await app.makeAdmin();
    const silver = plan("Silver");
    await buy(member, "Silver");
    await app.db
      .update(subscriptionPlans)
      .set({ name: "Silver Classic" })
      .where(eq(subscriptionPlans.id, silver.id));
    try {
      const grantPlan = plan("Gold");
      await app.db.transaction((tx) =>
        startPlanPeriod(tx, {
          profileId: member.user.profileId ?? "",
          plan: grantPlan,
          source: "admin",
          grantedBy: admin.user.id,
          mode: "now",
        }),
      );
      const data = (await read(member)).body.data;
      expect(data?.history.map((p) => [p.plan.name, p.source, p.state, p.payment_id === null])).toEqual([
        ["Gold", "admin", "running", true],
        ["Silver", "payment", "cut_short", false],
      ]);
      expect(data?.history[1]?.end_reason).toBe("replaced by an administrator's grant");
    } finally {
      await app.db
        .update(subscriptionPlans)
        .set({ name: "Silver" })
        .where(eq(subscriptionPlans.id, silver.id));
    }
  });

  describe("who may read it", () => {
    it("another member gets 403; an administrator reads anyone's", async () => {
      const member = await memberWithProfile(app);
      const other = await memberWithProfile(app);
      await buy(member, "Silver");
      expect((await read(other, member.user.profileId ?? "")).status).toBe(403);
      const admin = await app.makeAdmin();
      const res = await read(admin, member.user.profileId ?? "");
      expect(res.status).toBe(200);
      expect(res.body.data?.history.map((p) => p.plan.name)).toEqual(["Silver"]);
    });

    it("the tRPC twin answers the same periods", async () => {
      const member = await memberWithProfile(app);
      await buy(member, "Silver");
      await buy(member, "Gold");
      const rest = await read(member);
      const trpc = await app.trpc.query<Answer>("profile.getSubscription", {}, { cookie: member.cookie });
      expect(trpc.status).toBe(200);
      expect(JSON.parse(JSON.stringify(trpc.data))).toMatchObject({
        queued: rest.body.data?.queued,
        history: rest.body.data?.history,
      });
    });
  });
});
