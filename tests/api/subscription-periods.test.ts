import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  notifications,
  paymentEvents,
  payments,
  profileSearch,
  profileSubscriptions,
  subscriptionPeriods,
  subscriptionPlans,
} from "@/server/db/schema";
import { runScheduledSweeps } from "@/server/maintenance/scheduled-sweeps";
import { DAY_MS, endPlanPeriod, startPlanPeriod } from "@/server/plans/periods";
import type { PlanRow } from "@/server/plans/queries";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";
import { memberWithProfile } from "../support/profiles";

type Subscription = {
  plan: { name: string; proposals_limit: number };
  proposals_sent: number;
  start_date: string;
  end_date: string | null;
};

describeApi("plan periods: queued, started, cut short, announced (decision 0027)", () => {
  let app: TestApp;
  let plans: Record<"Free" | "Silver" | "Gold" | "Platinum", PlanRow>;

  beforeAll(async () => {
    app = await createTestApp();
    const rows = await app.db.select().from(subscriptionPlans);
    const byName = (name: string) => {
      const plan = rows.find((row) => row.name === name);
      if (!plan) throw new Error(`no ${name} plan seeded`);
      return plan;
    };
    plans = {
      Free: byName("Free"),
      Silver: byName("Silver"),
      Gold: byName("Gold"),
      Platinum: byName("Platinum"),
    };
  });
  afterAll(() => app?.close());

  const pid = (member: SignedUpUser) => member.user.profileId ?? "";
  const start = (member: SignedUpUser, plan: PlanRow, now?: Date, mode?: "queue" | "now") =>
    app.db.transaction((tx) =>
      startPlanPeriod(tx, { profileId: pid(member), plan, source: "admin", now, mode }),
    );
  const stored = async (member: SignedUpUser) => {
    const [row] = await app.db
      .select()
      .from(profileSubscriptions)
      .where(eq(profileSubscriptions.profileId, pid(member)));
    return row;
  };
  const shown = async (member: SignedUpUser) => {
    const res = await app.request<{ subscription: Subscription }>(
      "GET",
      "/api/profile/get/user-subscription",
      {
        cookie: member.cookie,
      },
    );
    expect(res.status).toBe(200);
    return res.body.data?.subscription;
  };
  const featuredUntil = async (member: SignedUpUser) => {
    const [row] = await app.db
      .select({ until: profileSearch.featuredUntil })
      .from(profileSearch)
      .where(eq(profileSearch.profileId, pid(member)));
    if (!row) throw new Error("the member is not in the browse index");
    return row.until;
  };

  it("starts a plan at once on Free, and queues one bought while it runs to begin where it ends", async () => {
    const member = await memberWithProfile(app);
    const silver = await start(member, plans.Silver);
    expect(silver.endDate.getTime() - silver.startDate.getTime()).toBe(30 * DAY_MS);
    expect(await stored(member)).toMatchObject({
      planId: plans.Silver.id,
      startDate: silver.startDate,
      endDate: silver.endDate,
      messagesSent: 0,
      proposalsSent: 0,
      nextPeriodStart: null,
    });

    const platinum = await start(member, plans.Platinum);
    expect(platinum.startDate).toEqual(silver.endDate);
    expect(platinum.endDate.getTime() - platinum.startDate.getTime()).toBe(180 * DAY_MS);
    // Still Silver now, and not featured yet: Platinum's listing rank starts with Platinum.
    expect(await stored(member)).toMatchObject({ planId: plans.Silver.id, nextPeriodStart: silver.endDate });
    expect((await shown(member))?.plan.name).toBe("Silver");
    expect(await featuredUntil(member)).toBeNull();
  });

  it("puts a queued plan in force the moment it begins, before any sweep, for reads and for limits", async () => {
    const member = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    // Silver bought 31 days ago ended yesterday; Gold, bought while it ran, began then.
    const past = new Date(Date.now() - 31 * DAY_MS);
    const silver = await start(member, plans.Silver, past);
    const gold = await start(member, plans.Gold, past);
    expect(gold.startDate).toEqual(silver.endDate);
    await app.db
      .update(profileSubscriptions)
      .set({ proposalsSent: plans.Silver.proposalsLimit })
      .where(eq(profileSubscriptions.profileId, pid(member)));

    // A read does not write, but shows Gold with nothing used.
    expect(await shown(member)).toMatchObject({ plan: { name: "Gold" }, proposals_sent: 0 });
    expect((await stored(member))?.planId).toBe(plans.Silver.id);

    // A send moves the row onto Gold first, so Silver's used-up count does not refuse it.
    const res = await app.request("POST", "/api/proposal/create", {
      body: { receiver_id: pid(receiver) },
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    expect(await stored(member)).toMatchObject({
      planId: plans.Gold.id,
      startDate: gold.startDate,
      endDate: gold.endDate,
      proposalsSent: 1,
      nextPeriodStart: null,
    });
  });

  it("the sweep moves members onto queued plans that began, and the listing's featured rank follows", async () => {
    const member = await memberWithProfile(app);
    const past = new Date(Date.now() - 31 * DAY_MS);
    await start(member, plans.Silver, past);
    const platinum = await start(member, plans.Platinum, past);
    expect(await featuredUntil(member)).toBeNull();

    const counts = await runScheduledSweeps(app.db);
    expect(counts?.periodsStarted).toBeGreaterThanOrEqual(1);
    expect(await stored(member)).toMatchObject({ planId: plans.Platinum.id, nextPeriodStart: null });
    expect(await featuredUntil(member)).toEqual(platinum.endDate);
  });

  it("cutting a running period short moves the queued one up to now; cutting the last leaves Free", async () => {
    const member = await memberWithProfile(app);
    const silver = await start(member, plans.Silver);
    const platinum = await start(member, plans.Platinum);
    const now = new Date();
    await app.db.transaction((tx) => endPlanPeriod(tx, { periodId: silver.id, reason: "refunded", now }));

    const [moved] = await app.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.id, platinum.id));
    expect(moved?.startDate).toEqual(now);
    expect(moved?.endDate).toEqual(new Date(now.getTime() + 180 * DAY_MS));
    expect(await stored(member)).toMatchObject({
      planId: plans.Platinum.id,
      startDate: now,
      nextPeriodStart: null,
    });
    expect(await featuredUntil(member)).toEqual(moved?.endDate);

    await app.db.transaction((tx) => endPlanPeriod(tx, { periodId: platinum.id, reason: "refunded" }));
    expect(await stored(member)).toMatchObject({ planId: plans.Free.id, endDate: null, proposalsSent: 0 });
    expect((await shown(member))?.plan.name).toBe("Free");
    expect(await featuredUntil(member)).toBeNull();
    const history = await app.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.profileId, pid(member)));
    expect(history.map((period) => period.endReason)).toEqual(["refunded", "refunded"]);
  });

  it("an administrator's grant replaces what runs now, and what was queued follows the grant", async () => {
    const member = await memberWithProfile(app);
    const silver = await start(member, plans.Silver);
    const gold = await start(member, plans.Gold);
    const granted = await start(member, plans.Platinum, undefined, "now");

    const periods = await app.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.profileId, pid(member)));
    const byId = new Map(periods.map((period) => [period.id, period]));
    expect(byId.get(silver.id)?.endedAt).not.toBeNull();
    expect(byId.get(gold.id)?.startDate).toEqual(granted.endDate);
    expect(await stored(member)).toMatchObject({
      planId: plans.Platinum.id,
      startDate: granted.startDate,
      nextPeriodStart: granted.endDate,
    });
  });

  it("announces no end while a queued plan follows, and announces an end once though a send wrote Free back", async () => {
    const member = await memberWithProfile(app);
    const receiver = await memberWithProfile(app);
    const planNotices = () =>
      app.db
        .select({ type: notifications.type })
        .from(notifications)
        .where(and(eq(notifications.userId, member.user.id), like(notifications.type, "plan_%")));

    // Silver ends in two days with Gold queued behind it: nothing ends for the member.
    await start(member, plans.Silver, new Date(Date.now() - 28 * DAY_MS));
    await start(member, plans.Gold);
    await runScheduledSweeps(app.db);
    expect(await planNotices()).toEqual([]);

    // Another member's Silver ended an hour ago and a proposal has since put Free back in the row.
    const lapsed = await memberWithProfile(app);
    await start(lapsed, plans.Silver, new Date(Date.now() - 30 * DAY_MS - 60 * 60 * 1000));
    const res = await app.request("POST", "/api/proposal/create", {
      body: { receiver_id: pid(receiver) },
      cookie: lapsed.cookie,
    });
    expect(res.status).toBe(200);
    expect(await stored(lapsed)).toMatchObject({ planId: plans.Free.id, endDate: null });
    await runScheduledSweeps(app.db);
    await runScheduledSweeps(app.db);
    const lapsedNotices = await app.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, lapsed.user.id), like(notifications.type, "plan_%")));
    expect(lapsedNotices).toEqual([{ type: "plan_expired" }]);
  });

  it("lets one payment start one period only, and keeps the money trail append-only", async () => {
    const member = await memberWithProfile(app);
    const [payment] = await app.db
      .insert(payments)
      .values({
        basketId: `RSH-TEST-${Date.now()}`,
        profileId: pid(member),
        planId: plans.Silver.id,
        planName: plans.Silver.name,
        amount: plans.Silver.price,
        provider: "demo",
      })
      .returning();
    if (!payment) throw new Error("no payment stored");
    const startFor = () =>
      app.db.transaction((tx) =>
        startPlanPeriod(tx, {
          profileId: pid(member),
          plan: plans.Silver,
          source: "payment",
          paymentId: payment.id,
        }),
      );
    await startFor();
    await expect(startFor()).rejects.toThrow();
    const periods = await app.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.paymentId, payment.id));
    expect(periods).toHaveLength(1);

    const [event] = await app.db
      .insert(paymentEvents)
      .values({ paymentId: payment.id, basketId: payment.basketId, kind: "created" })
      .returning();
    if (!event) throw new Error("no event stored");
    await expect(
      app.db.update(paymentEvents).set({ verdict: "forged" }).where(eq(paymentEvents.id, event.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id))).rejects.toThrow();
  });
});
