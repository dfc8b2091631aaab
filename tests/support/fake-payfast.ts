import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { payfastProvider } from "@/server/payments/payfast-provider";
import type { PaymentProvider } from "@/server/payments/provider";

/**
 * A stand-in for PayFast's hosted checkout on 127.0.0.1 (a real HTTP server on port 0), written
 * from the protocol's description rather than from our driver: the access-token call, the hosted
 * form post (which notifies CHECKOUT_URL and redirects the browser to SUCCESS_URL or FAILURE_URL
 * with the outcome in the query), and the transaction status API. Its `controls` make it decline,
 * sign wrongly, report another amount, drop the notification, leave the amount out of it, or refuse
 * tokens.
 */
export type FakePayfastControls = {
  decline: boolean;
  wrongHash: boolean;
  wrongAmount: boolean;
  dropNotification: boolean;
  omitAmountInNotification: boolean;
  tokenFailure: boolean;
};

export type Transaction = {
  basketId: string;
  transactionId: string;
  errCode: string;
  errMsg: string;
  amount: number;
};

export type FakePayfast = {
  url: string;
  merchantId: string;
  merchantName: string;
  securedKey: string;
  controls: FakePayfastControls;
  /** Every notification it sent (or would have sent, when dropped), in order. */
  notifications: { url: string; fields: Record<string, string>; dropped: boolean }[];
  /** The transactions it knows, by basket: what its status API answers. */
  transactions: Map<string, Transaction>;
  /** How a notification reaches CHECKOUT_URL; by default a real HTTP POST of the form. */
  deliver: (url: string, fields: Record<string, string>) => Promise<void>;
  /** A provider (our driver) pointed at this server with its credentials. */
  provider(name?: PaymentProvider["name"]): PaymentProvider;
  /** Signs as PayFast does: sha256 hex of basket_id|secured_key|merchant_id|err_code. */
  hash(basketId: string, errCode: string): string;
  /**
   * Posts the hosted form as the browser would and answers where PayFast redirects it, after its
   * notification was delivered.
   */
  submit(fields: Record<string, string>): Promise<{ status: number; location: string | null; text: string }>;
  reset(): void;
  close(): Promise<void>;
};

const defaults = (): FakePayfastControls => ({
  decline: false,
  wrongHash: false,
  wrongAmount: false,
  dropNotification: false,
  omitAmountInNotification: false,
  tokenFailure: false,
});

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "content-type": typeof body === "string" ? "text/html; charset=utf-8" : "application/json",
    ...headers,
  });
  res.end(text);
}

export async function startFakePayfast(): Promise<FakePayfast> {
  const merchantId = "102";
  const merchantName = "Rishta Test Merchant";
  const securedKey = `fake-key-${randomBytes(6).toString("hex")}`;
  const tokens = new Map<string, { basketId: string; amount: string }>();
  const hash = (basketId: string, errCode: string) =>
    createHash("sha256").update(`${basketId}|${securedKey}|${merchantId}|${errCode}`).digest("hex");

  const fake = {
    url: "",
    merchantId,
    merchantName,
    securedKey,
    controls: defaults(),
    notifications: [] as FakePayfast["notifications"],
    transactions: new Map<string, Transaction>(),
    deliver: async (url: string, fields: Record<string, string>) => {
      await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake.local");
    const path = url.pathname;
    if (req.method === "POST" && path === "/Ecommerce/api/Transaction/GetAccessToken") {
      const form = await bodyOf(req);
      if (fake.controls.tokenFailure) return send(res, 503, { message: "Service unavailable" });
      if (form.get("MERCHANT_ID") !== merchantId || form.get("SECURED_KEY") !== securedKey) {
        return send(res, 200, { code: "01", message: "Invalid merchant credentials" });
      }
      const basketId = form.get("BASKET_ID") ?? "";
      const amount = form.get("TXNAMT") ?? "";
      if (!basketId || !amount || form.get("CURRENCY_CODE") !== "PKR") {
        return send(res, 200, { code: "02", message: "Missing basket, amount or currency" });
      }
      const token = randomBytes(12).toString("hex");
      tokens.set(token, { basketId, amount });
      return send(res, 200, {
        MERCHANT_ID: merchantId,
        ACCESS_TOKEN: token,
        GENERATED_DATE_TIME: new Date().toISOString(),
      });
    }
    if (req.method === "POST" && path === "/Ecommerce/api/Transaction/PostTransaction") {
      const form = await bodyOf(req);
      const issued = tokens.get(form.get("TOKEN") ?? "");
      const basketId = form.get("BASKET_ID") ?? "";
      if (!issued || issued.basketId !== basketId || issued.amount !== form.get("TXNAMT")) {
        return send(res, 400, "<p>Invalid or expired token for this basket.</p>");
      }
      tokens.delete(form.get("TOKEN") ?? "");
      const declined = fake.controls.decline;
      const errCode = declined ? "97" : "000";
      const errMsg = declined
        ? "Transaction declined by the issuing bank"
        : "Transaction completed successfully";
      const amount = Number(issued.amount) + (fake.controls.wrongAmount ? 1 : 0);
      const transaction: Transaction = {
        basketId,
        transactionId: `PF-${randomBytes(5).toString("hex")}`,
        errCode,
        errMsg,
        amount,
      };
      fake.transactions.set(basketId, transaction);
      const outcome: Record<string, string> = {
        err_code: errCode,
        err_msg: errMsg,
        basket_id: basketId,
        transaction_id: transaction.transactionId,
        order_date: form.get("ORDER_DATE") ?? "",
        validation_hash: fake.controls.wrongHash ? hash(basketId, "999") : hash(basketId, errCode),
      };
      const notification = { ...outcome };
      if (!fake.controls.omitAmountInNotification) notification.transaction_amount = String(amount);
      const checkoutUrl = form.get("CHECKOUT_URL") ?? "";
      fake.notifications.push({
        url: checkoutUrl,
        fields: notification,
        dropped: fake.controls.dropNotification,
      });
      if (!fake.controls.dropNotification && checkoutUrl) await fake.deliver(checkoutUrl, notification);
      const back = new URL(
        (declined ? form.get("FAILURE_URL") : form.get("SUCCESS_URL")) ?? "http://invalid/",
      );
      for (const [key, value] of Object.entries({ ...outcome, transaction_amount: String(amount) })) {
        back.searchParams.set(key, value);
      }
      return send(res, 302, "", { location: back.toString() });
    }
    const status = /^\/Ecommerce\/api\/transaction\/basket_id\/([^/]+)$/.exec(path);
    if (req.method === "GET" && status) {
      const transaction = fake.transactions.get(decodeURIComponent(status[1] ?? ""));
      // PayFast answers 200 for a basket it does not know, too.
      if (!transaction) return send(res, 200, { status_code: null, status_msg: "No transaction found" });
      return send(res, 200, {
        basket_id: transaction.basketId,
        transaction_id: transaction.transactionId,
        status_code: transaction.errCode,
        status_msg: transaction.errMsg,
        transaction_amount: String(transaction.amount),
      });
    }
    return send(res, 404, { message: "Not found" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const result: FakePayfast = Object.assign(fake, {
    provider: (name: PaymentProvider["name"] = "payfast") =>
      payfastProvider({ name, apiUrl: fake.url, merchantId, merchantName, securedKey, fetch }),
    hash,
    async submit(fields: Record<string, string>) {
      const response = await fetch(`${fake.url}/Ecommerce/api/Transaction/PostTransaction`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      return {
        status: response.status,
        location: response.headers.get("location"),
        text: await response.text(),
      };
    },
    reset() {
      fake.controls = defaults();
      fake.notifications.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return result;
}
