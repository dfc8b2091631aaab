import { randomBytes, randomInt } from "node:crypto";
import { parseAmount, payfastValidationHash } from "../payfast-provider";

/**
 * The demo payment provider's "bank" (decision 0029): what PayFast keeps on its side of a hosted
 * checkout (the access tokens it issued, the checkouts the browser opened, what the tester
 * decided), kept in this process's memory with a time limit. It stands for the provider, not for
 * us: our own records (payments, events, periods) are in the database as with PayFast, and a
 * restart forgets only what a real bank would still know, so a payment left pending by a restart
 * is settled the PayFast way (failed after the status job's window). One process serves the demo.
 */

/** The demo gateway's merchant: shown on its page and in the demo's payment fields. */
export const DEMO_MERCHANT_ID = "DEMO-MERCHANT";
export const DEMO_MERCHANT_NAME = "Rishta (demo payment)";
/**
 * The demo gateway's secured key. Not a secret, and documented as such (README, decision 0029): it
 * signs only demo notifications, which move no money, and the demo provider is refused in
 * production unless DEMO_PAYMENTS allows it.
 */
export const DEMO_SECURED_KEY = "rishta-demo-secured-key";

/** PayFast's codes as the demo answers them: approved, and declined by the tester. */
export const APPROVED_CODE = "000";
export const APPROVED_MESSAGE = "Transaction approved (demo: no money moved)";
export const DECLINED_CODE = "156";
export const DECLINED_MESSAGE = "Transaction declined by the tester";

/** How long a token, and the checkout page opened with it, stays usable; what was decided, longer. */
export const TOKEN_TTL_MS = 30 * 60 * 1000;
export const DECISION_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** A bound on what the memory holds: the oldest entries go first. */
const MAX_ENTRIES = 10_000;

/** The refusals the gateway answers, in words (the real provider's are terser). */
export const WRONG_MERCHANT = "Unknown merchant or wrong secured key.";
export const TOKEN_FIELDS_MISSING = "BASKET_ID, TXNAMT and CURRENCY_CODE=PKR are required.";
export const TOKEN_REFUSED =
  "This payment link is not valid: the token is unknown or expired, or does not match the basket and amount.";
export const ALREADY_DECIDED = "This payment was already completed.";
export const CHECKOUT_EXPIRED = "This payment page has expired or was already used. Start the payment again.";

export type CheckoutReturn = {
  /** The merchant's IPN address (CHECKOUT_URL), its return pages (SUCCESS_URL, FAILURE_URL). */
  checkoutUrl: string;
  successUrl: string;
  failureUrl: string;
};

/** A hosted checkout the browser opened: what the Approve and Decline buttons refer to. */
export type OpenCheckout = CheckoutReturn & {
  basketId: string;
  /** The amount as the token call gave it (never the browser's). */
  amount: string;
  merchantName: string;
  description: string;
  orderDate: string;
};

/** What the tester decided, as the IPN, the return pages and the status API report it. */
export type Decision = {
  basketId: string;
  errCode: string;
  errMsg: string;
  transactionId: string;
  amount: string;
  orderDate: string;
  decidedAt: Date;
};

type Token = { basketId: string; amount: string; currency: string };

/** A map whose entries expire, and which never holds more than MAX_ENTRIES. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    // Oldest first, by insertion order.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }
}

const tokens = new ExpiringMap<Token>(TOKEN_TTL_MS);
const checkouts = new ExpiringMap<OpenCheckout>(TOKEN_TTL_MS);
const decisions = new ExpiringMap<Decision>(DECISION_TTL_MS);

/** An amount as PayFast's forms carry it ("2500", "2500.00"), in paisa; null when it is none. */
export function paisaOf(amount: string | null | undefined): number | null {
  const rupees = parseAmount(amount?.trim() || null);
  return rupees !== null && rupees > 0 && rupees < 1e9 ? Math.round(rupees * 100) : null;
}

/** PayFast's `validation_hash` under the demo key (the driver's one scheme). */
export function demoValidationHash(basketId: string, errCode: string): string {
  return payfastValidationHash(basketId, DEMO_SECURED_KEY, DEMO_MERCHANT_ID, errCode);
}

export type TokenRequest = {
  merchantId: string | null;
  securedKey: string | null;
  basketId: string | null;
  amount: string | null;
  currency: string | null;
};

/** §1 of the protocol: the merchant's server asks for a token bound to one basket and amount. */
export function issueToken(
  request: TokenRequest,
): { ok: true; token: string } | { ok: false; status: 401 | 400; message: string } {
  if (request.merchantId !== DEMO_MERCHANT_ID || request.securedKey !== DEMO_SECURED_KEY) {
    return { ok: false, status: 401, message: WRONG_MERCHANT };
  }
  const basketId = request.basketId?.trim() ?? "";
  if (!basketId || basketId.length > 64 || paisaOf(request.amount) === null || request.currency !== "PKR") {
    return { ok: false, status: 400, message: TOKEN_FIELDS_MISSING };
  }
  if (decisions.get(basketId)) return { ok: false, status: 400, message: ALREADY_DECIDED };
  const token = randomBytes(24).toString("base64url");
  tokens.set(token, { basketId, amount: (request.amount ?? "").trim(), currency: "PKR" });
  return { ok: true, token };
}

export type PostedCheckout = CheckoutReturn & {
  merchantId: string | null;
  token: string | null;
  basketId: string | null;
  amount: string | null;
  currency: string | null;
  description: string;
  orderDate: string;
};

/**
 * §2: the browser posts the form. The token must be one this bank issued for that very basket and
 * amount (a tampered amount or token is refused); the page then shows the token's amount, and its
 * buttons carry only a reference to what is remembered here.
 */
export function openCheckout(
  posted: PostedCheckout,
): { ok: true; reference: string; checkout: OpenCheckout } | { ok: false; message: string } {
  const token = posted.token ? tokens.get(posted.token) : undefined;
  if (
    !token ||
    posted.merchantId !== DEMO_MERCHANT_ID ||
    token.basketId !== posted.basketId ||
    paisaOf(token.amount) !== paisaOf(posted.amount) ||
    (posted.currency ?? "PKR") !== token.currency
  ) {
    return { ok: false, message: TOKEN_REFUSED };
  }
  if (decisions.get(token.basketId)) return { ok: false, message: ALREADY_DECIDED };
  const checkout: OpenCheckout = {
    basketId: token.basketId,
    amount: token.amount,
    merchantName: DEMO_MERCHANT_NAME,
    description: posted.description,
    orderDate: posted.orderDate,
    checkoutUrl: posted.checkoutUrl,
    successUrl: posted.successUrl,
    failureUrl: posted.failureUrl,
  };
  const reference = randomBytes(24).toString("base64url");
  checkouts.set(reference, checkout);
  return { ok: true, reference, checkout };
}

/**
 * The tester's answer on the page, once per checkout: the reference is used up, the basket's
 * decision is kept for the status API. A second click, or an unknown reference, is refused.
 */
export function decide(
  reference: string,
  approve: boolean,
  now = new Date(),
): { ok: true; decision: Decision; checkout: OpenCheckout } | { ok: false; message: string } {
  const checkout = checkouts.get(reference);
  if (!checkout) return { ok: false, message: CHECKOUT_EXPIRED };
  checkouts.delete(reference);
  if (decisions.get(checkout.basketId)) return { ok: false, message: ALREADY_DECIDED };
  const decision: Decision = {
    basketId: checkout.basketId,
    errCode: approve ? APPROVED_CODE : DECLINED_CODE,
    errMsg: approve ? APPROVED_MESSAGE : DECLINED_MESSAGE,
    // PayFast's transaction ids are digits; these say where they came from.
    transactionId: `DEMO-${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`,
    amount: checkout.amount,
    orderDate: checkout.orderDate,
    decidedAt: now,
  };
  decisions.set(checkout.basketId, decision);
  return { ok: true, decision, checkout };
}

/** §4: what the bank decided about a basket, if anything (still open, unknown or forgotten: nothing). */
export function decisionOf(basketId: string): Decision | undefined {
  return decisions.get(basketId);
}
