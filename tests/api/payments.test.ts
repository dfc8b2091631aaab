import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  notifications,
  paymentEvents,
  payments,
  subscriptionPeriods,
  subscriptionPlans,
} from "@/server/db/schema";
import { PAYMENT_INIT_FAILED } from "@/server/payments/create-checkout";
import { badNotificationRule } from "@/server/payments/receive-notification";
import { NO_ANSWER_REASON, settleLostPayments } from "@/server/payments/settle-lost-payments";
import { createTestApp, describeApi, type SignedUpUser, type TestApp, uniqueIp } from "../support/app";
import type { FakePayfast } from "../support/fake-payfast";
import { memberWithProfile } from "../support/profiles";

/**
 * Issue 17's money path end to end against a fake PayFast on loopback: checkout, the hosted post,
 * the notification (IPN) to /api/payfast/notify, the status job; on PGlite and PostgreSQL.
 */

type Checkout = {
  success: boolean;
  redirectUrl: string;
  token: string;
  merchantId: string;
  basketId: string;
  subAmount: number;
  pkgName: string;
  pkgId: string;
  fields: Record<string, string>;
  demo: boolean;
  starts_at: string;
};

type Subscription = {
  subscription: { plan: { name: string; messages_limit: number }; end_date: string | null };
};

describeApi("payments: checkout, the provider's notification, settlement (issue 17)", () => {
  let app: TestApp;
  let fake: FakePayfast;
  const plans = new Map<string, typeof subscriptionPlans.$inferSelect>();

  beforeAll(async () => {
    app = await createTestApp();
    if (!app.payfast) throw new Error("the test app has no fake PayFast");
    fake = app.payfast;
    for (const plan of await app.db.select().from(subscriptionPlans)) plans.set(plan.name, plan);
  });
  afterAll(() => app?.close());
  beforeEach(() => fake.reset());

  const plan = (name: string) => {
    const found = plans.get(name);
    if (!found) throw new Error(`no plan ${name}`);
    return found;
  };

  async function checkout(member: SignedUpUser, planName: string, extra: Record<string, unknown> = {}) {
    return app.request<Checkout>("POST", "/api/payfast/checkout", {
      cookie: member.cookie,
      body: { profileId: member.user.profileId, packageId: plan(planName).id, ...extra },
    });
  }

  /** Checkout, then the browser's post of the hidden form to the (fake) provider. */
  async function buy(member: SignedUpUser, planName: string) {
    const res = await checkout(member, planName);
    expect(res.status, res.text).toBe(200);
    const started = res.body.data as Checkout;
    expect(started.redirectUrl).toBe(`${fake.url}/Ecommerce/api/Transaction/PostTransaction`);
    const redirect = await fake.submit(started.fields);
    return { checkout: started, redirect };
  }

  const paymentOf = async (basketId: string) => {
    const [row] = await app.db.select().from(payments).where(eq(payments.basketId, basketId));
    if (!row) throw new Error(`no payment ${basketId}`);
    return row;
  };
  const eventsOf = (basketId: string) =>
    app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.basketId, basketId))
      .orderBy(paymentEvents.createdAt);
  const periodsOf = (paymentId: string) =>
    app.db.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.paymentId, paymentId));
  const subscriptionOf = async (member: SignedUpUser) => {
    const res = await app.request<Subscription>("GET", "/api/profile/get/user-subscription", {
      cookie: member.cookie,
    });
    expect(res.status, res.text).toBe(200);
    return (res.body.data as Subscription).subscription;
  };
  /** The notification as PayFast posts it; its answer is plain JSON (not the REST rows' `{data}`). */
  const notify = async (fields: Record<string, string>) => {
    const res = await app.request("POST", "/api/payfast/notify", {
      rawBody: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    return { ...res, answer: res.body as unknown as { verdict?: string; status?: string; error?: string } };
  };

  it("happy path: a verified notification marks the payment paid once, starts the plan and raises the limits", async () => {
    const member = await memberWithProfile(app);
    expect((await subscriptionOf(member)).plan.name).toBe("Free");
    const { checkout: started, redirect } = await buy(member, "Silver");

    expect(started).toMatchObject({ success: true, subAmount: 2500, pkgName: "Silver", demo: false });
    expect(started.merchantId).toBe(fake.merchantId);
    const f = started.fields;
    expect(f).toMatchObject({
      MERCHANT_ID: fake.merchantId,
      MERCHANT_NAME: fake.merchantName,
      TOKEN: started.token,
      PROCCODE: "00",
      TRAN_TYPE: "ECOMM_PURCHASE",
      BASKET_ID: started.basketId,
      TXNAMT: "2500",
      CURRENCY_CODE: "PKR",
      CUSTOMER_EMAIL_ADDRESS: member.email.toLowerCase(),
      "ITEMS[0][SKU]": plan("Silver").id,
      "ITEMS[0][NAME]": "Silver",
      "ITEMS[0][PRICE]": "2500",
      "ITEMS[0][QTY]": "1",
      ADDITIONAL_VALUE: `${member.user.id}|${member.user.profileId}|${plan("Silver").id}`,
    });
    expect(f.ORDER_DATE).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(f.SUCCESS_URL).toMatch(/\/success$/);
    expect(f.FAILURE_URL).toMatch(/\/failure$/);
    expect(f.CHECKOUT_URL).toMatch(/\/api\/payfast\/notify$/);
    expect(f.VERSION).toBeTruthy();
    expect(f.TXNDESC).toContain("Silver");
    expect(Math.abs(Date.parse(started.starts_at) - Date.now())).toBeLessThan(60_000);

    // The browser lands on /success with the outcome in the query, after the notification.
    expect(redirect.status).toBe(302);
    const back = new URL(redirect.location ?? "");
    expect(back.pathname).toBe("/success");
    expect(back.searchParams.get("basket_id")).toBe(started.basketId);

    const payment = await paymentOf(started.basketId);
    expect(payment).toMatchObject({ status: "paid", amount: 2500, planName: "Silver", provider: "payfast" });
    expect(payment.receiptNumber).toMatch(/^RSH-\d{6}$/);
    expect(payment.transactionId).toBe(fake.transactions.get(started.basketId)?.transactionId);
    expect(payment.paidAt).not.toBeNull();
    const periods = await periodsOf(payment.id);
    expect(periods).toHaveLength(1);
    expect((periods[0]?.endDate.getTime() ?? 0) - (periods[0]?.startDate.getTime() ?? 0)).toBe(
      (plan("Silver").duration ?? 0) * 24 * 60 * 60 * 1000,
    );
    const subscription = await subscriptionOf(member);
    expect(subscription.plan.name).toBe("Silver");
    expect(subscription.plan.messages_limit).toBe(plan("Silver").messagesLimit);

    const events = await eventsOf(started.basketId);
    expect(events.map((e) => [e.kind, e.verdict])).toEqual([
      ["created", null],
      ["token_issued", "accepted"],
      ["notification", "accepted"],
      ["status_changed", null],
    ]);
    // The secured key never lands in the log.
    expect(JSON.stringify(events)).not.toContain(fake.securedKey);
    const [note] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.user.id), eq(notifications.type, "payment_succeeded")));
    expect(note?.body).toContain(payment.receiptNumber ?? "missing");
    const mail = await app.outbox(member.email.toLowerCase());
    expect(mail.map((m) => m.subject)).toContain("Payment received: your Silver plan");

    // A replay of the same notification (here as a GET, the other way PayFast sends it) changes nothing.
    const sent = fake.notifications.at(-1)?.fields ?? {};
    const replay = await app.request("GET", "/api/payfast/notify", { query: sent });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body as unknown).toMatchObject({ verdict: "replay", status: "paid" });
    expect(await periodsOf(payment.id)).toHaveLength(1);
    expect((await paymentOf(started.basketId)).receiptNumber).toBe(payment.receiptNumber);
    expect((await eventsOf(started.basketId)).at(-1)).toMatchObject({
      kind: "notification",
      verdict: "replay",
    });
  });

  it("ignores the client's amount and plan name: the price comes from the database", async () => {
    const member = await memberWithProfile(app);
    const res = await checkout(member, "Gold", { amount: 1, pkgName: "Platinum" });
    expect(res.status, res.text).toBe(200);
    const started = res.body.data as Checkout;
    expect(started).toMatchObject({ subAmount: 5000, pkgName: "Gold" });
    expect(started.fields.TXNAMT).toBe("5000");
    expect(await paymentOf(started.basketId)).toMatchObject({
      amount: 5000,
      planName: "Gold",
      status: "pending",
    });
  });

  it("answers an address that keeps forging hashes 429 and stops logging it, while the provider's own still settle", async () => {
    const member = await memberWithProfile(app);
    // The provider's notification is held back, to arrive after the forgeries.
    fake.controls.dropNotification = true;
    const { checkout: started } = await buy(member, "Silver");
    const forger = uniqueIp();
    const forged = new URLSearchParams({
      basket_id: started.basketId,
      err_code: "000",
      validation_hash: "f".repeat(64),
    });
    const send = (ip: string, body: string) =>
      app.request("POST", "/api/payfast/notify", {
        rawBody: body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        ip,
      });
    for (let i = 0; i < badNotificationRule.limit; i++)
      expect((await send(forger, forged.toString())).status).toBe(403);
    const over = await send(forger, forged.toString());
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    const logged = (await eventsOf(started.basketId)).filter((e) => e.verdict === "bad_hash");
    expect(logged).toHaveLength(badNotificationRule.limit);
    // The provider's real notification, from the same address even, is not refused.
    const real = fake.notifications.at(-1)?.fields ?? {};
    expect(real.basket_id).toBe(started.basketId);
    expect((await send(forger, new URLSearchParams(real).toString())).status).toBe(200);
    expect((await paymentOf(started.basketId)).status).toBe("paid");
  });

  it("refuses a wrong hash: nothing changes, the refusal is logged with the fields", async () => {
    const member = await memberWithProfile(app);
    fake.controls.wrongHash = true;
    const { checkout: started } = await buy(member, "Silver");
    expect((await paymentOf(started.basketId)).status).toBe("pending");
    const again = await notify(fake.notifications.at(-1)?.fields ?? {});
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(/validation_hash/);
    const events = await eventsOf(started.basketId);
    const refused = events.filter((e) => e.verdict === "bad_hash");
    expect(refused).toHaveLength(2);
    expect(refused[0]?.detail).toMatchObject({ basket_id: started.basketId, err_code: "000" });
    expect((await subscriptionOf(member)).plan.name).toBe("Free");
  });

  it("refuses a right hash with a wrong amount", async () => {
    const member = await memberWithProfile(app);
    fake.controls.wrongAmount = true;
    const { checkout: started } = await buy(member, "Silver");
    const payment = await paymentOf(started.basketId);
    expect(payment.status).toBe("pending");
    expect(await periodsOf(payment.id)).toHaveLength(0);
    const res = await notify(fake.notifications.at(-1)?.fields ?? {});
    expect(res.status).toBe(409);
    expect((await eventsOf(started.basketId)).filter((e) => e.verdict === "amount_mismatch")).toHaveLength(2);
  });

  it("reads the amount back from the status API when the notification has none", async () => {
    const member = await memberWithProfile(app);
    fake.controls.omitAmountInNotification = true;
    const { checkout: started } = await buy(member, "Silver");
    expect(fake.notifications.at(-1)?.fields.transaction_amount).toBeUndefined();
    expect((await paymentOf(started.basketId)).status).toBe("paid");
  });

  it("refuses a notification for an unknown basket, logging it without a payment", async () => {
    const basketId = "RSH-NO-SUCH-BASKET";
    const res = await notify({
      basket_id: basketId,
      err_code: "000",
      err_msg: "ok",
      transaction_id: "PF-1",
      transaction_amount: "2500",
      validation_hash: fake.hash(basketId, "000"),
    });
    expect(res.status).toBe(404);
    const events = await eventsOf(basketId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ paymentId: null, kind: "notification", verdict: "unknown_basket" });
  });

  it("refuses a notification without its fields, with words", async () => {
    const res = await notify({ basket_id: "RSH-X" });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/err_code/);
  });

  it("activates exactly once when two identical notifications arrive at once", async () => {
    const member = await memberWithProfile(app);
    fake.controls.dropNotification = true;
    const { checkout: started } = await buy(member, "Silver");
    const fields = fake.notifications.at(-1)?.fields ?? {};
    const answers = await Promise.all([notify(fields), notify(fields), notify(fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.answer.verdict).sort()).toEqual(["accepted", "replay", "replay"]);
    const payment = await paymentOf(started.basketId);
    expect(payment.status).toBe("paid");
    expect(await periodsOf(payment.id)).toHaveLength(1);
  });

  it("marks a declined payment failed with the provider's words, and Free stays", async () => {
    const member = await memberWithProfile(app);
    fake.controls.decline = true;
    const { checkout: started, redirect } = await buy(member, "Silver");
    expect(new URL(redirect.location ?? "").pathname).toBe("/failure");
    const payment = await paymentOf(started.basketId);
    expect(payment).toMatchObject({
      status: "failed",
      statusCode: "97",
      statusReason: "Transaction declined by the issuing bank",
    });
    expect(await periodsOf(payment.id)).toHaveLength(0);
    expect((await subscriptionOf(member)).plan.name).toBe("Free");
    const [note] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.user.id), eq(notifications.type, "payment_failed")));
    expect(note?.body).toContain("declined");
    // A forged success for the failed basket afterwards is refused and changes nothing.
    const forged = await notify({
      basket_id: started.basketId,
      err_code: "000",
      transaction_amount: "2500",
      validation_hash: fake.hash(started.basketId, "000"),
    });
    expect(forged.status).toBe(409);
    expect((await paymentOf(started.basketId)).status).toBe("failed");
  });

  it("settles a payment whose notification was lost through the status job, once", async () => {
    const member = await memberWithProfile(app);
    fake.controls.dropNotification = true;
    const { checkout: started } = await buy(member, "Silver");
    expect((await paymentOf(started.basketId)).status).toBe("pending");
    // Not yet lost 5 minutes on.
    await settleLostPayments(app.db, app.services.payments, new Date(Date.now() + 5 * 60_000));
    expect((await paymentOf(started.basketId)).status).toBe("pending");
    const counts = await settleLostPayments(
      app.db,
      app.services.payments,
      new Date(Date.now() + 20 * 60_000),
    );
    expect(counts.settled).toBeGreaterThanOrEqual(1);
    const payment = await paymentOf(started.basketId);
    expect(payment.status).toBe("paid");
    expect(await periodsOf(payment.id)).toHaveLength(1);
    expect((await subscriptionOf(member)).plan.name).toBe("Silver");
    expect(
      (await eventsOf(started.basketId)).some((e) => e.kind === "status_query" && e.verdict === "accepted"),
    ).toBe(true);
    // The notification arriving late is a replay.
    const late = await notify(fake.notifications.at(-1)?.fields ?? {});
    expect(late.answer).toMatchObject({ verdict: "replay" });
  });

  it("gives up on a payment nobody answered for three days", async () => {
    const member = await memberWithProfile(app);
    const res = await checkout(member, "Silver");
    const started = res.body.data as Checkout;
    // Never posted to the provider: it knows nothing of the basket.
    await settleLostPayments(app.db, app.services.payments, new Date(Date.now() + 20 * 60_000));
    expect((await paymentOf(started.basketId)).status).toBe("pending");
    await settleLostPayments(app.db, app.services.payments, new Date(Date.now() + 4 * 24 * 60 * 60_000));
    expect(await paymentOf(started.basketId)).toMatchObject({
      status: "failed",
      statusReason: NO_ANSWER_REASON,
    });
  });

  it("queues a plan bought while another runs: it starts where the running one ends", async () => {
    const member = await memberWithProfile(app);
    const first = await buy(member, "Silver");
    const firstPeriod = (await periodsOf((await paymentOf(first.checkout.basketId)).id))[0];
    const second = await buy(member, "Gold");
    expect(Date.parse(second.checkout.starts_at)).toBe(firstPeriod?.endDate.getTime());
    const payment = await paymentOf(second.checkout.basketId);
    expect(payment.status).toBe("paid");
    const [queued] = await periodsOf(payment.id);
    expect(queued?.startDate.getTime()).toBe(firstPeriod?.endDate.getTime());
    // The running plan stays in force until then.
    expect((await subscriptionOf(member)).plan.name).toBe("Silver");
  });

  it("answers 'Failed to initiate payment' when the provider gives no token, and marks the payment failed", async () => {
    const member = await memberWithProfile(app);
    fake.controls.tokenFailure = true;
    const res = await checkout(member, "Silver");
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(PAYMENT_INIT_FAILED);
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.profileId, member.user.profileId ?? ""), eq(payments.status, "failed")));
    expect(payment?.statusReason).toBe(PAYMENT_INIT_FAILED);
    const trpc = await app.trpc.mutation(
      "payfast.checkout",
      {
        profileId: member.user.profileId,
        packageId: plan("Silver").id,
      },
      { cookie: member.cookie },
    );
    expect(trpc.error?.message).toBe(PAYMENT_INIT_FAILED);
  });

  it("refuses checkout for another member's profile, for administrators, and for Free, unknown or inactive plans", async () => {
    const member = await memberWithProfile(app);
    const other = await memberWithProfile(app);
    const foreign = await app.request("POST", "/api/payfast/checkout", {
      cookie: member.cookie,
      body: { profileId: other.user.profileId, packageId: plan("Silver").id },
    });
    expect(foreign.status).toBe(403);
    const admin = await app.makeAdmin();
    const byAdmin = await app.request("POST", "/api/payfast/checkout", {
      cookie: admin.cookie,
      body: { profileId: member.user.profileId, packageId: plan("Silver").id },
    });
    expect(byAdmin.status).toBe(403);

    const free = await checkout(member, "Free");
    expect(free.status).toBe(422);
    expect(free.body.error).toMatch(/Free plan cannot be bought/);
    const unknown = await app.request("POST", "/api/payfast/checkout", {
      cookie: member.cookie,
      body: { profileId: member.user.profileId, packageId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("This plan does not exist.");
    const [inactive] = await app.db
      .insert(subscriptionPlans)
      .values({
        name: `Retired ${Date.now()}`,
        price: 1500,
        messagesLimit: 10,
        proposalsLimit: 10,
        duration: 30,
        active: false,
      })
      .returning();
    const retired = await app.request("POST", "/api/payfast/checkout", {
      cookie: member.cookie,
      body: { profileId: member.user.profileId, packageId: inactive?.id },
    });
    expect(retired.status).toBe(409);
    expect(retired.body.error).toMatch(/no longer offered/);
    const none = await app.db
      .select()
      .from(payments)
      .where(eq(payments.profileId, member.user.profileId ?? ""));
    expect(none).toHaveLength(0);
  });
});
