import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminActions,
  notifications,
  paymentEvents,
  payments,
  profileSubscriptions,
  subscriptionPeriods,
  subscriptionPlans,
} from "@/server/db/schema";
import type { PaymentView } from "@/server/payments/present";
import { startPlanPeriod } from "@/server/plans/periods";
import type { PlanRow } from "@/server/plans/queries";
import type { UserView } from "@/server/users/present";
import { createTestApp, describeApi, type SignedUpUser, type TestApp } from "../support/app";

const DAY_MS = 24 * 60 * 60 * 1000;
const FORBIDDEN = { error: "This page is for administrators only.", code: "FORBIDDEN" };

type PaymentChanged = {
  payment: PaymentView & { events: { kind: string; verdict: string | null; actor_user_id: string | null }[] };
};

describeApi("payments and plans, the administrators' side: refunds, cancels, grants (decision 0030)", () => {
  let app: TestApp;
  let admin: SignedUpUser;
  const plans: Record<string, PlanRow> = {};

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.makeAdmin();
    for (const plan of await app.db.select().from(subscriptionPlans)) plans[plan.name] = plan;
  });
  afterAll(() => app?.close());

  function plan(name: string): PlanRow {
    const found = plans[name];
    if (!found) throw new Error(`no plan ${name}`);
    return found;
  }

  /** A payment as checkout (pending) or the notification handler (paid, with its period) leaves it. */
  async function paymentOf(member: SignedUpUser, planName: string, status: "paid" | "pending" | "failed") {
    const bought = plan(planName);
    const profileId = member.user.profileId ?? "";
    return app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({
          basketId: `RSH-TEST-${randomUUID()}`,
          profileId,
          planId: bought.id,
          planName: bought.name,
          amount: bought.price,
          status,
          provider: "demo",
          paidAt: status === "paid" ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error("payment not stored");
      if (status === "paid")
        await startPlanPeriod(tx, { profileId, plan: bought, source: "payment", paymentId: row.id });
      return row;
    });
  }

  async function subscriptionOf(member: SignedUpUser) {
    const [row] = await app.db
      .select()
      .from(profileSubscriptions)
      .where(eq(profileSubscriptions.profileId, member.user.profileId ?? ""));
    return row;
  }

  function periodsOf(member: SignedUpUser) {
    return app.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.profileId, member.user.profileId ?? ""))
      .orderBy(asc(subscriptionPeriods.createdAt));
  }

  function actionsOn(targetType: string, targetId: string) {
    return app.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, targetType), eq(adminActions.targetId, targetId)))
      .orderBy(asc(adminActions.createdAt));
  }

  function update(body: Record<string, unknown>, cookie: string | null = admin.cookie) {
    return app.request<PaymentChanged>("PUT", "/api/payments/update", { body, cookie });
  }

  describe("PUT /api/payments/update", () => {
    it("is for administrators only, the payer included", async () => {
      const member = await app.signUp();
      const paid = await paymentOf(member, "Silver", "paid");
      const body = { payment_id: paid.id, status: "refunded", reason: "I changed my mind" };
      const own = await update(body, member.cookie);
      expect(own.status).toBe(403);
      expect(own.body).toEqual(FORBIDDEN);
      expect((await update(body, null)).status).toBe(401);
      const [stored] = await app.db.select().from(payments).where(eq(payments.id, paid.id));
      expect(stored?.status).toBe("paid");
      expect(await actionsOn("payment", paid.id)).toEqual([]);
    });

    it("needs a status of refunded or cancelled and a reason", async () => {
      const member = await app.signUp();
      const paid = await paymentOf(member, "Silver", "paid");
      const res = await update({ payment_id: paid.id, status: "paid", reason: " " });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({
        status: "Status must be refunded or cancelled",
        reason: "Reason is required!",
      });
      const unknown = await update({ payment_id: randomUUID(), status: "refunded", reason: "Duplicate" });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe("Payment not found");
    });

    it("refunds a paid payment: its period ends, the member is back on Free with Free's limits, and is told", async () => {
      const member = await app.signUp();
      const paid = await paymentOf(member, "Gold", "paid");
      expect((await subscriptionOf(member))?.planId).toBe(plan("Gold").id);

      const reason = "Refunded by bank transfer: duplicate purchase";
      const res = await update({ payment_id: paid.id, status: "refunded", reason });
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe("Payment marked refunded. The plan it bought has ended.");
      const payment = res.body.data?.payment;
      expect(payment).toMatchObject({ status: "refunded", status_reason: reason, amount: 5000 });
      expect(payment?.period?.ended_at).not.toBeNull();
      expect(payment?.events.at(-1)).toMatchObject({
        kind: "admin_changed",
        verdict: "refunded",
        actor_user_id: admin.user.id,
      });

      const subscription = await subscriptionOf(member);
      expect(subscription).toMatchObject({ planId: plan("Free").id, endDate: null, messagesSent: 0 });
      const asAdmin = await app.request<{ user: UserView }>("GET", "/api/users/get", {
        query: { user_id: member.user.id },
        cookie: admin.cookie,
      });
      expect(asAdmin.body.data?.user.plan).toEqual({ id: plan("Free").id, name: "Free" });

      const [event] = await app.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, paid.id), eq(paymentEvents.kind, "admin_changed")));
      expect(event).toMatchObject({
        actorUserId: admin.user.id,
        detail: { from: "paid", to: "refunded", reason },
      });
      const [action] = await actionsOn("payment", paid.id);
      expect(action).toMatchObject({ adminUserId: admin.user.id, action: "payment.refund", reason });

      const [notice] = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.user.id));
      expect(notice).toMatchObject({
        type: "payment_refunded",
        title: "Your Gold payment of Rs. 5,000 was refunded",
        link: "/dashboard/subscription",
      });

      // A refund is final: a second one is a conflict, in words.
      const again = await update({ payment_id: paid.id, status: "refunded", reason });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe("Only a paid payment can be marked refunded: this one is refunded.");
    });

    it("moves the member's next queued plan up when the running one is refunded", async () => {
      const member = await app.signUp();
      const first = await paymentOf(member, "Silver", "paid");
      const second = await paymentOf(member, "Platinum", "paid");
      const [, queued] = await periodsOf(member);
      expect(queued?.startDate.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);

      const before = Date.now();
      const res = await update({ payment_id: first.id, status: "refunded", reason: "Card dispute settled" });
      expect(res.status).toBe(200);
      const [, moved] = await periodsOf(member);
      expect(moved?.paymentId).toBe(second.id);
      expect(moved?.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(moved?.startDate.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect((moved?.endDate.getTime() ?? 0) - (moved?.startDate.getTime() ?? 0)).toBe(180 * DAY_MS);
      expect((await subscriptionOf(member))?.planId).toBe(plan("Platinum").id);
    });

    it("cancels only a pending payment, and refunds only a paid one", async () => {
      const member = await app.signUp();
      const pending = await paymentOf(member, "Silver", "pending");
      const failed = await paymentOf(member, "Silver", "failed");
      const paid = await paymentOf(member, "Silver", "paid");

      const refundPending = await update({
        payment_id: pending.id,
        status: "refunded",
        reason: "Not paid yet",
      });
      expect(refundPending.status).toBe(409);
      expect(refundPending.body.error).toBe(
        "Only a paid payment can be marked refunded: this one is pending.",
      );
      const cancelPaid = await update({ payment_id: paid.id, status: "cancelled", reason: "Wrong plan" });
      expect(cancelPaid.status).toBe(409);
      expect(cancelPaid.body.error).toBe("Only a pending payment can be cancelled: this one is paid.");
      const cancelFailed = await update({ payment_id: failed.id, status: "cancelled", reason: "Old basket" });
      expect(cancelFailed.status).toBe(409);

      const res = await update({ payment_id: pending.id, status: "cancelled", reason: "Checkout abandoned" });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Payment cancelled. A late notification for it will be refused.");
      expect(res.body.data?.payment).toMatchObject({
        status: "cancelled",
        status_reason: "Checkout abandoned",
      });
      expect((await actionsOn("payment", pending.id)).map((row) => row.action)).toEqual(["payment.cancel"]);
      // The refused changes left no trail, and the paid plan runs on.
      expect(await actionsOn("payment", paid.id)).toEqual([]);
      expect((await subscriptionOf(member))?.planId).toBe(plan("Silver").id);
    });
  });

  describe("PUT /api/users/update/subscription: grant or end a plan", () => {
    it("grants a plan from now ahead of a bought one, which follows it; records who and why; tells the member", async () => {
      const member = await app.signUp();
      const bought = await paymentOf(member, "Silver", "paid");
      const before = Date.now();
      const res = await app.request<{ user: UserView }>("PUT", "/api/users/update/subscription", {
        body: { user_id: member.user.id, plan_id: plan("Gold").id, reason: "Goodwill after an outage" },
        cookie: admin.cookie,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data?.user.plan).toEqual({ id: plan("Gold").id, name: "Gold" });

      const [silver, gold] = await periodsOf(member);
      expect(gold).toMatchObject({ source: "admin", grantedBy: admin.user.id, planId: plan("Gold").id });
      expect(gold?.startDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // The bought Silver was cut short when Gold started.
      expect(silver).toMatchObject({ paymentId: bought.id });
      expect(silver?.endedAt).not.toBeNull();

      const [action] = await actionsOn("user", member.user.id);
      expect(action).toMatchObject({
        adminUserId: admin.user.id,
        action: "subscription.grant",
        reason: "Goodwill after an outage",
        detail: expect.objectContaining({ plan_name: "Gold", period_id: gold?.id }),
      });
      const [notice] = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.user.id));
      expect(notice?.type).toBe("plan_changed");
      expect(notice?.title).toMatch(/^You are on the Gold plan until \d{2}, \w+, \d{4}$/);
    });

    it("ends the running and queued plans with the Free plan's id, and records it even without a reason", async () => {
      const member = await app.signUp();
      await paymentOf(member, "Silver", "paid");
      await paymentOf(member, "Gold", "paid");
      const res = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: member.user.id, plan_id: plan("Free").id },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(200);
      const periods = await periodsOf(member);
      expect(periods).toHaveLength(2);
      expect(periods.every((period) => period.endedAt !== null)).toBe(true);
      expect(await subscriptionOf(member)).toMatchObject({
        planId: plan("Free").id,
        endDate: null,
        nextPeriodStart: null,
      });
      const [action] = await actionsOn("user", member.user.id);
      expect(action).toMatchObject({ action: "subscription.end", reason: null });
      expect(action?.detail).toMatchObject({ ended_period_ids: periods.map((period) => period.id) });
    });

    it("refuses a reason too short to say anything", async () => {
      const member = await app.signUp();
      const res = await app.request("PUT", "/api/users/update/subscription", {
        body: { user_id: member.user.id, plan_id: plan("Gold").id, reason: "x" },
        cookie: admin.cookie,
      });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ reason: "Reason must be at least 3 characters." });
    });
  });
});
