import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { rawRoutes } from "@/server/api/raw-routes";
import { payments, profiles, subscriptionPlans } from "@/server/db/schema";
import { createDemoProvider } from "@/server/payments/demo/provider";
import { payfastProvider } from "@/server/payments/payfast-provider";
import { createClient, createTestApp, describeApi, type TestApp } from "../support/app";
import { memberWithProfile } from "../support/profiles";

/**
 * Issue 17, the demo payment provider (decision 0029): the in-app gateway speaks PayFast's protocol
 * (payfast.md as the README retells it) so the PayFast driver works against it unchanged. Its
 * notifications are checked here against a small HTTP recorder on loopback standing for the
 * merchant's IPN address, with the hash recomputed from the documented demo key.
 */

const GATEWAY = "/api/demo-payfast";
const TOKEN_URL = `${GATEWAY}/Ecommerce/api/Transaction/GetAccessToken`;
const FORM_URL = `${GATEWAY}/Ecommerce/api/Transaction/PostTransaction`;
const DECIDE_URL = `${GATEWAY}/decide`;
const statusUrl = (basket: string) => `${GATEWAY}/Ecommerce/api/transaction/basket_id/${basket}`;
/** The documented demo credentials (README): public on purpose. */
const MERCHANT = "DEMO-MERCHANT";
const KEY = "rishta-demo-secured-key";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/**
 * The notification handler and the checkout come with the money path (decision 0028), built beside
 * the gateway: the end-to-end case below runs once they are in the raw-route table.
 */
const NOTIFY_PATH = "/api/payfast/notify";
const moneyPathPresent = rawRoutes.some((route) => route.path === NOTIFY_PATH);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

type Recorded = { method: string; url: URL };

/** The merchant's IPN address: records what arrives, answers `status`. */
function startRecorder() {
  const received: Recorded[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    received.push({ method: req.method ?? "", url: new URL(req.url ?? "/", "http://recorder") });
    req.resume();
    res.writeHead(status, { "content-type": "application/json" }).end('{"ok":true}');
  });
  return new Promise<{
    url: string;
    received: Recorded[];
    answer(code: number): void;
    close(): Promise<void>;
  }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/notify`,
        received,
        answer: (code) => {
          status = code;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describeApi("the demo payment provider's gateway", () => {
  let app: TestApp;
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  let serial = 0;
  beforeAll(async () => {
    // The provider the quick start uses: the PayFast driver talking to the gateway in process.
    app = await createTestApp({ payments: createDemoProvider() });
    recorder = await startRecorder();
  });
  afterAll(async () => {
    await recorder?.close();
    await app?.close();
  });
  beforeEach(() => {
    recorder.received.length = 0;
    recorder.answer(200);
  });

  const newBasket = () => `RSH-TEST-${Date.now()}-${++serial}`;

  async function token(basket: string, amount = "2500", overrides: Record<string, string> = {}) {
    const fields = {
      MERCHANT_ID: MERCHANT,
      SECURED_KEY: KEY,
      BASKET_ID: basket,
      TXNAMT: amount,
      CURRENCY_CODE: "PKR",
      ...overrides,
    };
    return app.request<never>("POST", TOKEN_URL, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: FORM,
    });
  }

  async function tokenFor(basket: string, amount = "2500"): Promise<string> {
    const res = await token(basket, amount);
    expect(res.status, res.text).toBe(200);
    const issued = (res.body as unknown as { ACCESS_TOKEN: string }).ACCESS_TOKEN;
    expect(issued).toMatch(/^[\w-]{20,}$/);
    return issued;
  }

  /** The hosted form as the checkout page's browser posts it, from the merchant's site. */
  function formFields(basket: string, tokenValue: string, overrides: Record<string, string> = {}) {
    return {
      MERCHANT_ID: MERCHANT,
      MERCHANT_NAME: "Rishta (demo payment)",
      TOKEN: tokenValue,
      PROCCODE: "00",
      TRAN_TYPE: "ECOMM_PURCHASE",
      BASKET_ID: basket,
      TXNAMT: "2500",
      CURRENCY_CODE: "PKR",
      ORDER_DATE: "2025-06-10 14:30:00",
      TXNDESC: "Gold plan",
      CUSTOMER_EMAIL_ADDRESS: "ayesha@example.com",
      CUSTOMER_MOBILE_NO: "03001234567",
      SUCCESS_URL: "https://shop.example/success?from=demo",
      FAILURE_URL: "https://shop.example/failure",
      CHECKOUT_URL: recorder.url,
      VERSION: "MERCHANT-CART-0.1",
      ...overrides,
    };
  }

  function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return app.request<never>("POST", FORM_URL, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: { ...FORM, ...headers },
    });
  }

  function decide(reference: string, decision: string) {
    return app.request<never>("POST", DECIDE_URL, {
      rawBody: new URLSearchParams({ reference, decision }).toString(),
      headers: { ...FORM, "sec-fetch-site": "same-origin" },
    });
  }

  const referenceIn = (html: string) => /name="reference" value="([^"]+)"/.exec(html)?.[1] ?? "";

  /** Token, then the page; answers the page's reference. */
  async function openPage(basket: string, overrides: Record<string, string> = {}): Promise<string> {
    const page = await postForm(formFields(basket, await tokenFor(basket), overrides));
    expect(page.status, page.text).toBe(200);
    return referenceIn(page.text);
  }

  it("issues a token only to the demo merchant with the demo key, for a basket, an amount and PKR", async () => {
    expect((await token(newBasket(), "2500", { SECURED_KEY: "guess" })).status).toBe(401);
    expect((await token(newBasket(), "2500", { MERCHANT_ID: "102" })).status).toBe(401);
    expect((await token(newBasket(), "2500", { CURRENCY_CODE: "USD" })).status).toBe(400);
    expect((await token(newBasket(), "lots")).status).toBe(400);
    expect((await token("", "2500")).status).toBe(400);
    const a = await tokenFor(newBasket());
    const b = await tokenFor(newBasket());
    expect(a).not.toBe(b);
  });

  it("shows the hosted page, posted from another site, with the merchant, the plan and the token's amount", async () => {
    const basket = newBasket();
    const tokenValue = await tokenFor(basket);
    // The browser comes from the merchant's page: to the real provider that is another site.
    const page = await postForm(formFields(basket, tokenValue), {
      origin: "https://shop.example",
      "sec-fetch-site": "cross-site",
    });
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="en"');
    expect(page.text).toContain("Demo payment: no money moves");
    expect(page.text).toContain("Rishta (demo payment)");
    expect(page.text).toContain("Gold plan");
    expect(page.text).toContain("Rs. 2,500");
    expect(page.text).toMatch(/<button type="submit"[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(page.text).toMatch(/<button type="submit"[^>]*value="decline"[^>]*>Decline<\/button>/);
    // The buttons carry a reference, never the amount or the return addresses.
    expect(referenceIn(page.text)).toMatch(/^[\w-]{20,}$/);
    const form = /<form[\s\S]*<\/form>/.exec(page.text)?.[0] ?? "";
    expect(form).not.toContain("2500");
    expect(form).not.toContain("shop.example");
    // A page with a form and a style sheet, under /api: its own policy, which lets its form go on
    // to the merchant's return pages and nothing else load.
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://shop.example");
    expect(policy).toMatch(/style-src 'sha256-[\w+/=]+'/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.text)?.[1] ?? "";
    expect(policy).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
  });

  it("refuses a tampered amount, another basket's token, an unknown token and a script address", async () => {
    const basket = newBasket();
    const tokenValue = await tokenFor(basket, "2500");
    const refused = [
      formFields(basket, tokenValue, { TXNAMT: "1" }),
      formFields(newBasket(), tokenValue),
      formFields(basket, "made-up-token-made-up-token"),
      formFields(basket, tokenValue, { MERCHANT_ID: "102" }),
      formFields(basket, tokenValue, { SUCCESS_URL: "javascript:alert(1)" }),
    ];
    for (const fields of refused) {
      const page = await postForm(fields);
      expect(page.status, JSON.stringify(fields)).toBe(400);
      expect(page.text).toContain("Demo payment: no money moves");
      expect(page.text).not.toContain('name="reference"');
    }
    // The same amount written with paisa is the same amount.
    expect((await postForm(formFields(basket, tokenValue, { TXNAMT: "2500.00" }))).status).toBe(200);
  });

  it("approves: the IPN arrives with PayFast's fields and a hash under the demo key, then the browser goes to SUCCESS_URL", async () => {
    const basket = newBasket();
    const reference = await openPage(basket);
    const res = await decide(reference, "approve");
    expect(res.status, res.text).toBe(303);

    expect(recorder.received).toHaveLength(1);
    const ipn = recorder.received[0] as Recorded;
    expect(ipn.method).toBe("GET");
    expect(ipn.url.pathname).toBe("/notify");
    const fields = Object.fromEntries(ipn.url.searchParams);
    expect(fields).toEqual({
      err_code: "000",
      err_msg: expect.any(String),
      basket_id: basket,
      transaction_id: expect.stringMatching(/^DEMO-\d+$/),
      order_date: "2025-06-10 14:30:00",
      validation_hash: sha256(`${basket}|${KEY}|${MERCHANT}|000`),
      transaction_amount: "2500",
    });

    const location = new URL(res.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://shop.example/success");
    expect(location.searchParams.get("from")).toBe("demo");
    location.searchParams.delete("from");
    expect(Object.fromEntries(location.searchParams)).toEqual(fields);

    // Decided once: the same page's buttons, pressed again, do nothing.
    const again = await decide(reference, "decline");
    expect(again.status).toBe(400);
    expect(recorder.received).toHaveLength(1);
    // Nor can the basket be paid again.
    expect((await token(basket)).status).toBe(400);
  });

  it("declines with err_code 156 and the tester's words, then the browser goes to FAILURE_URL", async () => {
    const basket = newBasket();
    const res = await decide(await openPage(basket), "decline");
    expect(res.status).toBe(303);
    const fields = Object.fromEntries((recorder.received[0] as Recorded).url.searchParams);
    expect(fields.err_code).toBe("156");
    expect(fields.err_msg).toBe("Transaction declined by the tester");
    expect(fields.validation_hash).toBe(sha256(`${basket}|${KEY}|${MERCHANT}|156`));
    const location = new URL(res.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://shop.example/failure");
    expect(location.searchParams.get("err_code")).toBe("156");
  });

  it("refuses a decision without a live checkout or without approve/decline", async () => {
    expect((await decide("no-such-reference", "approve")).status).toBe(400);
    const reference = await openPage(newBasket());
    expect((await decide(reference, "maybe")).status).toBe(400);
    expect(recorder.received).toHaveLength(0);
    // The page is still live after a malformed press.
    expect((await decide(reference, "approve")).status).toBe(303);
  });

  it("still returns the browser when the IPN is refused or cannot be delivered", async () => {
    recorder.answer(500);
    const refused = await decide(await openPage(newBasket()), "approve");
    expect(refused.status).toBe(303);
    expect(recorder.received).toHaveLength(1);

    const closed = await startRecorder();
    await closed.close();
    const lost = await decide(await openPage(newBasket(), { CHECKOUT_URL: closed.url }), "approve");
    expect(lost.status).toBe(303);
    expect(lost.headers.get("location")).toMatch(/^https:\/\/shop\.example\/success\?/);
  });

  it("answers the status API with 200 for every basket, saying what was decided", async () => {
    const unknown = newBasket();
    const none = await app.request<never>("GET", statusUrl(unknown));
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ basket_id: unknown, status_code: null });

    const open = newBasket();
    await openPage(open);
    expect((await app.request<never>("GET", statusUrl(open))).body).toMatchObject({ status_code: null });

    const basket = newBasket();
    await decide(await openPage(basket), "approve");
    const ipn = Object.fromEntries((recorder.received[0] as Recorded).url.searchParams);
    const status = await app.request<never>("GET", statusUrl(basket));
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      basket_id: basket,
      status_code: "000",
      transaction_id: ipn.transaction_id,
      transaction_amount: "2500",
    });
  });

  it("serves the PayFast driver of the demo provider in process: token, then status", async () => {
    const provider = app.services.payments;
    expect(provider.name).toBe("demo");
    const basket = newBasket();
    const tokenValue = await provider.getAccessToken({ basketId: basket, amount: 2500, currency: "PKR" });
    expect(await provider.queryStatus(basket)).toMatchObject({ known: false });
    const page = await postForm(formFields(basket, tokenValue));
    expect(page.status, page.text).toBe(200);
    await decide(referenceIn(page.text), "decline");
    const ipn = Object.fromEntries((recorder.received[0] as Recorded).url.searchParams);
    expect(provider.validationHash(basket, "156")).toBe(ipn.validation_hash);
    expect(await provider.queryStatus(basket)).toMatchObject({
      known: true,
      errCode: "156",
      amount: 2500,
      transactionId: ipn.transaction_id,
    });
  });

  it("answers 404 on every gateway route when the demo provider is not the one in use", async () => {
    const basket = newBasket();
    const tokenValue = await tokenFor(basket);
    const payfast = createClient({
      ...app.services,
      payments: payfastProvider({
        name: "payfast",
        apiUrl: "https://ipguat.apps.net.pk",
        merchantId: "102",
        merchantName: "Rishta",
        securedKey: "not-the-demo-key",
        fetch: () => Promise.reject(new Error("no network in this test")),
      }),
    });
    const body = (fields: Record<string, string>) => ({
      rawBody: new URLSearchParams(fields).toString(),
      headers: FORM,
    });
    const answers = [
      await payfast.request("POST", TOKEN_URL, body({ MERCHANT_ID: MERCHANT, SECURED_KEY: KEY })),
      await payfast.request("POST", FORM_URL, body(formFields(basket, tokenValue))),
      await payfast.request("POST", DECIDE_URL, body({ reference: "x", decision: "approve" })),
      await payfast.request("GET", statusUrl(basket)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
  });

  it.runIf(moneyPathPresent)(
    "buys a plan end to end: checkout, the hosted page, Approve, the app's own notify handler in process",
    async () => {
      const member = await memberWithProfile(app);
      const [profile] = await app.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, member.user.id));
      const [plan] = await app.db
        .select()
        .from(subscriptionPlans)
        .where(and(gt(subscriptionPlans.price, 0), eq(subscriptionPlans.active, true)))
        .limit(1);
      if (!profile || !plan) throw new Error("no profile or no paid plan");
      const checkout = await app.request<{
        fields: Record<string, string>;
        redirectUrl: string;
        basketId: string;
      }>("POST", "/api/payfast/checkout", {
        body: { profileId: profile.id, packageId: plan.id },
        cookie: member.cookie,
      });
      expect(checkout.status, checkout.text).toBe(200);
      const { fields, redirectUrl, basketId } = checkout.body.data ?? {
        fields: {},
        redirectUrl: "",
        basketId: "",
      };
      expect(new URL(redirectUrl).pathname).toBe(FORM_URL);
      // This app's own notify address: handed to its handler in process, not over HTTP (nothing
      // listens on APP_URL in the tests).
      expect(fields.CHECKOUT_URL).toBe(`http://localhost:3000${NOTIFY_PATH}`);

      const page = await postForm(fields);
      expect(page.status, page.text).toBe(200);
      expect(page.text).toContain(`Rs. ${plan.price.toLocaleString("en-US")}`);
      const res = await decide(referenceIn(page.text), "approve");
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location") ?? "");
      expect(location.pathname).toBe("/success");

      const [payment] = await app.db.select().from(payments).where(eq(payments.basketId, basketId));
      expect(payment).toMatchObject({
        status: "paid",
        provider: "demo",
        amount: plan.price,
        transactionId: location.searchParams.get("transaction_id"),
      });
    },
  );
});
