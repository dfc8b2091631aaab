import { createHash } from "node:crypto";
import type { PaymentProvider, ProviderStatus } from "./provider";

/**
 * PayFast Pakistan's hosted checkout as this service speaks it (decision 0028). Its integration
 * guide was not at hand: every path and field name below was read from public integrations, and
 * they are all here, in one place, so that the official guide can correct them in one edit.
 */
export const PAYFAST_PROTOCOL = {
  /** The sandbox (UAT) host; the live one is https://ipg1.apps.net.pk. */
  sandboxUrl: "https://ipguat.apps.net.pk",
  liveUrl: "https://ipg1.apps.net.pk",
  tokenPath: "/Ecommerce/api/Transaction/GetAccessToken",
  formPath: "/Ecommerce/api/Transaction/PostTransaction",
  statusPath: (basketId: string) => `/Ecommerce/api/transaction/basket_id/${encodeURIComponent(basketId)}`,
  /** The access-token request, form-encoded. */
  token: {
    merchantId: "MERCHANT_ID",
    securedKey: "SECURED_KEY",
    basketId: "BASKET_ID",
    amount: "TXNAMT",
    currency: "CURRENCY_CODE",
    /** Where the JSON answer carries the token (the first present wins). */
    answer: ["ACCESS_TOKEN", "access_token", "token"],
  },
  /** The notification (IPN) and the return pages' query parameters. */
  notification: {
    errCode: "err_code",
    errMsg: "err_msg",
    basketId: "basket_id",
    transactionId: "transaction_id",
    orderDate: "order_date",
    validationHash: "validation_hash",
    amount: "transaction_amount",
    /** Not every integration sends one; when one of these is there it must say PKR. */
    currency: ["transaction_currency", "currency", "CURRENCY_CODE"],
  },
  /** The status API's JSON answer: the names seen in either variant of it (the first present wins). */
  status: {
    basketId: ["basket_id", "BASKET_ID"],
    errCode: ["err_code", "status_code", "STATUS_CODE"],
    errMsg: ["err_msg", "status_msg", "STATUS_MSG", "message"],
    amount: ["transaction_amount", "purchase_amount", "TXNAMT", "amount"],
    transactionId: ["transaction_id", "TRANSACTION_ID"],
  },
} as const;

/** How long a call to the provider may take before the caller gives up on it. */
const CALL_TIMEOUT_MS = 10_000;

export type PayfastConfig = {
  name: PaymentProvider["name"];
  /** The host, such as https://ipguat.apps.net.pk (no trailing slash needed). */
  apiUrl: string;
  merchantId: string;
  merchantName: string;
  securedKey: string;
  fetch: typeof fetch;
  /** The demo gateway: no money moves. Default false. */
  demo?: boolean;
};

/**
 * `validation_hash`: lowercase hex SHA-256 of `basket_id|secured_key|merchant_id|err_code`
 * (PayFast's scheme; the demo gateway signs the same way with its demo key).
 */
export function payfastValidationHash(
  basketId: string,
  securedKey: string,
  merchantId: string,
  errCode: string,
): string {
  return createHash("sha256").update(`${basketId}|${securedKey}|${merchantId}|${errCode}`).digest("hex");
}

/** The first of `names` the record has as text or a number, as text. */
export function firstField(record: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const value = record[name];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
  }
  return null;
}

/** An amount as providers write it ("2500", "2500.00", 2500); null when it is not a number. */
export function parseAmount(value: string | null): number | null {
  if (value === null) return null;
  const amount = Number(value.replace(/,/g, ""));
  return Number.isFinite(amount) ? amount : null;
}

/** A provider that answered something unusable, or not at all; its message never holds a secret. */
export class ProviderError extends Error {}

/** The PayFast driver (decision 0028): the same code talks to PayFast and to the demo gateway. */
export function payfastProvider(config: PayfastConfig): PaymentProvider {
  const base = config.apiUrl.replace(/\/+$/, "");
  const p = PAYFAST_PROTOCOL;

  async function call(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await config.fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error ? error.name : "error";
      throw new ProviderError(`${what}: no answer from the provider (${reason})`);
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) throw new ProviderError(`${what}: the provider answered ${response.status}`);
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Fall through: not JSON.
    }
    throw new ProviderError(`${what}: the provider's answer is not a JSON object`);
  }

  return {
    name: config.name,
    demo: config.demo ?? false,
    merchantId: config.merchantId,
    merchantName: config.merchantName,
    formUrl: `${base}${p.formPath}`,

    async getAccessToken({ basketId, amount, currency }) {
      const body = new URLSearchParams({
        [p.token.merchantId]: config.merchantId,
        [p.token.securedKey]: config.securedKey,
        [p.token.basketId]: basketId,
        [p.token.amount]: String(amount),
        [p.token.currency]: currency,
      });
      const answer = await call(
        `${base}${p.tokenPath}`,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body,
        },
        "access token",
      );
      const token = firstField(answer, p.token.answer);
      if (!token) throw new ProviderError("access token: the provider's answer has no token");
      return token;
    },

    validationHash(basketId, errCode) {
      return payfastValidationHash(basketId, config.securedKey, config.merchantId, errCode);
    },

    async queryStatus(basketId): Promise<ProviderStatus> {
      const raw = await call(
        `${base}${p.statusPath(basketId)}`,
        { method: "GET", headers: { accept: "application/json" } },
        "transaction status",
      );
      const errCode = firstField(raw, p.status.errCode);
      const answeredBasket = firstField(raw, p.status.basketId);
      return {
        // It answers 200 for unknown ids too: only an answer naming this basket with a code counts.
        known: errCode !== null && answeredBasket === basketId,
        errCode,
        errMsg: firstField(raw, p.status.errMsg),
        amount: parseAmount(firstField(raw, p.status.amount)),
        transactionId: firstField(raw, p.status.transactionId),
        raw,
      };
    },
  };
}

/** The hosted checkout's `VERSION` field, as the public integrations send it. */
const FORM_VERSION = "MERCHANT-CART-0.1";

const orderDateParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Karachi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** `ORDER_DATE`: `YYYY-MM-DD HH:mm:ss` in Pakistan's time. */
export function formatOrderDate(date: Date): string {
  const parts: Record<string, string> = {};
  for (const part of orderDateParts.formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Every hidden field of the hosted checkout's form (the browser posts them to `formUrl`), named as
 * the provider expects: the token and merchant, the basket and its amount, the return and
 * notification addresses, the customer, one item, and user|profile|plan as the additional value.
 */
export function checkoutFormFields(input: {
  provider: Pick<PaymentProvider, "merchantId" | "merchantName">;
  token: string;
  basketId: string;
  amount: number;
  orderDate: Date;
  description: string;
  customer: { email: string; mobile: string };
  urls: { success: string; failure: string; notify: string };
  item: { sku: string; name: string };
  additional: { userId: string; profileId: string; planId: string };
}): Record<string, string> {
  const amount = String(input.amount);
  return {
    MERCHANT_ID: input.provider.merchantId,
    MERCHANT_NAME: input.provider.merchantName,
    TOKEN: input.token,
    PROCCODE: "00",
    TRAN_TYPE: "ECOMM_PURCHASE",
    BASKET_ID: input.basketId,
    TXNAMT: amount,
    CURRENCY_CODE: "PKR",
    ORDER_DATE: formatOrderDate(input.orderDate),
    TXNDESC: input.description,
    CUSTOMER_EMAIL_ADDRESS: input.customer.email,
    CUSTOMER_MOBILE_NO: input.customer.mobile,
    SUCCESS_URL: input.urls.success,
    FAILURE_URL: input.urls.failure,
    CHECKOUT_URL: input.urls.notify,
    VERSION: FORM_VERSION,
    "ITEMS[0][SKU]": input.item.sku,
    "ITEMS[0][NAME]": input.item.name,
    "ITEMS[0][PRICE]": amount,
    "ITEMS[0][QTY]": "1",
    ADDITIONAL_VALUE: `${input.additional.userId}|${input.additional.profileId}|${input.additional.planId}`,
  };
}
