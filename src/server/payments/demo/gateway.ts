import { appUrl } from "../../env";
import { AppError, BodyTooLarge } from "../../errors";
import { logger } from "../../logger";
import {
  APPROVED_CODE,
  type CheckoutReturn,
  type Decision,
  decide,
  decisionOf,
  demoValidationHash,
  issueToken,
  openCheckout,
} from "./bank";
import { checkoutPage, pagePolicy, problemPage } from "./page";

/**
 * The demo provider's gateway (decision 0029): PayFast's protocol (token, hosted form, IPN and
 * return, status) answered by this app under /api/demo-payfast, so the PayFast driver pointed
 * here works unchanged. The raw routes (routes.ts) put these behind "is the demo provider the one
 * in use"; the driver reaches the token and status answers in process (provider.ts), never
 * through this app's public address.
 */

export const GATEWAY_PREFIX = "/api/demo-payfast";
export const TOKEN_PATH = `${GATEWAY_PREFIX}/Ecommerce/api/Transaction/GetAccessToken`;
export const FORM_PATH = `${GATEWAY_PREFIX}/Ecommerce/api/Transaction/PostTransaction`;
export const STATUS_PATH = `${GATEWAY_PREFIX}/Ecommerce/api/transaction/basket_id`;
export const DECIDE_PATH = `${GATEWAY_PREFIX}/decide`;

/** The gateway's view of a request: the raw routes' PlainRequest fits it. */
export type GatewayRequest = { url: URL; header(name: string): string | null; text(): Promise<string> };
export type GatewayResponse = { status: number; headers: Headers; body: string };

/** Sends the IPN to CHECKOUT_URL; resolves to the status it got, or throws when none came. */
export type IpnSender = (url: URL) => Promise<number>;

/** How long the gateway waits for the merchant's IPN answer before redirecting anyway. */
const IPN_TIMEOUT_MS = 10_000;

function jsonAnswer(status: number, body: unknown): GatewayResponse {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  return { status, headers, body: JSON.stringify(body) };
}

function htmlAnswer(status: number, html: string, formTargets: readonly string[] = []): GatewayResponse {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    // Replaces the locked policy every /api answer gets: this one is a page with a form.
    "Content-Security-Policy": pagePolicy(formTargets),
  });
  return { status, headers, body: html };
}

/**
 * The fields of a form post (application/x-www-form-urlencoded, as browsers and PayFast
 * integrations send them), over those of the query string. Anything else in the body is ignored.
 */
async function formFields(request: GatewayRequest): Promise<URLSearchParams> {
  const fields = new URLSearchParams(request.url.searchParams);
  const type = (request.header("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return fields;
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new AppError("PAYLOAD_TOO_LARGE", error.message);
    throw error;
  }
  for (const [key, value] of new URLSearchParams(text)) fields.set(key, value);
  return fields;
}

/** A path segment as the caller meant it; one with a broken escape is taken as written. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const plansUrl = () => `${appUrl()}/packages`;

/** POST GetAccessToken: the merchant's server asks for a token bound to a basket and an amount. */
export async function answerTokenRequest(request: GatewayRequest): Promise<GatewayResponse> {
  const fields = await formFields(request);
  const result = issueToken({
    merchantId: fields.get("MERCHANT_ID"),
    securedKey: fields.get("SECURED_KEY"),
    basketId: fields.get("BASKET_ID"),
    amount: fields.get("TXNAMT"),
    currency: fields.get("CURRENCY_CODE"),
  });
  if (!result.ok) {
    return jsonAnswer(result.status, {
      error: result.message,
      code: result.status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST",
    });
  }
  return jsonAnswer(200, { ACCESS_TOKEN: result.token });
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** POST PostTransaction: the browser's hidden form; answers the Approve/Decline page. */
export async function answerCheckoutForm(request: GatewayRequest): Promise<GatewayResponse> {
  const fields = await formFields(request);
  const returns = {
    checkoutUrl: httpUrl(fields.get("CHECKOUT_URL")),
    successUrl: httpUrl(fields.get("SUCCESS_URL")),
    failureUrl: httpUrl(fields.get("FAILURE_URL")),
  };
  if (!returns.checkoutUrl || !returns.successUrl || !returns.failureUrl) {
    return htmlAnswer(
      400,
      problemPage("CHECKOUT_URL, SUCCESS_URL and FAILURE_URL must be http(s) addresses.", plansUrl()),
    );
  }
  const opened = openCheckout({
    ...(returns as CheckoutReturn),
    merchantId: fields.get("MERCHANT_ID"),
    token: fields.get("TOKEN"),
    basketId: fields.get("BASKET_ID"),
    amount: fields.get("TXNAMT"),
    currency: fields.get("CURRENCY_CODE"),
    description: (fields.get("TXNDESC") || fields.get("ITEMS[0][NAME]") || "").slice(0, 200),
    orderDate: (fields.get("ORDER_DATE") ?? "").slice(0, 40),
  });
  if (!opened.ok) return htmlAnswer(400, problemPage(opened.message, plansUrl()));
  const { checkout, reference } = opened;
  return htmlAnswer(200, checkoutPage(checkout, reference, DECIDE_PATH), [
    checkout.successUrl,
    checkout.failureUrl,
  ]);
}

/** PayFast's answer fields (§3 of the protocol), for the IPN and the return pages alike. */
export function answerFields(decision: Decision): Record<string, string> {
  return {
    err_code: decision.errCode,
    err_msg: decision.errMsg,
    basket_id: decision.basketId,
    transaction_id: decision.transactionId,
    order_date: decision.orderDate,
    validation_hash: demoValidationHash(decision.basketId, decision.errCode),
    transaction_amount: decision.amount,
  };
}

function withFields(address: string, fields: Record<string, string>): URL {
  const url = new URL(address);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url;
}

/**
 * POST decide: the tester's Approve or Decline. The bank records it, sends the IPN to
 * CHECKOUT_URL as PayFast does (a GET with the answer fields), then sends the browser to
 * SUCCESS_URL or FAILURE_URL with the same fields. An IPN that fails or times out does not stop
 * the redirect: it is logged, and the status job settles the payment from the status API.
 */
export async function answerDecision(request: GatewayRequest, sendIpn: IpnSender): Promise<GatewayResponse> {
  const fields = await formFields(request);
  const choice = fields.get("decision");
  if (choice !== "approve" && choice !== "decline") {
    return htmlAnswer(400, problemPage("Choose Approve or Decline.", plansUrl()));
  }
  const decided = decide(fields.get("reference") ?? "", choice === "approve");
  if (!decided.ok) return htmlAnswer(400, problemPage(decided.message, plansUrl()));
  const { decision, checkout } = decided;
  const answer = answerFields(decision);
  const ipn = withFields(checkout.checkoutUrl, answer);
  try {
    const status = await sendIpn(ipn);
    if (status >= 300) {
      logger.warn("demo payment notification refused", { basketId: decision.basketId, status });
    }
  } catch (error) {
    logger.warn("demo payment notification not delivered", {
      basketId: decision.basketId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const back = decision.errCode === APPROVED_CODE ? checkout.successUrl : checkout.failureUrl;
  const headers = new Headers({
    Location: withFields(back, answer).toString(),
    "Cache-Control": "no-store",
  });
  return { status: 303, headers, body: "" };
}

/**
 * GET the status of a basket: HTTP 200 always, as PayFast answers; what the tester decided, or
 * that the bank knows of no decision (never opened, still open, or forgotten after three days).
 */
export function answerStatus(basketId: string): GatewayResponse {
  const decision = decisionOf(basketId);
  if (!decision) {
    return jsonAnswer(200, {
      basket_id: basketId,
      status_code: null,
      status_msg: "No transaction found for this basket.",
    });
  }
  const fields = answerFields(decision);
  return jsonAnswer(200, {
    basket_id: decision.basketId,
    transaction_id: decision.transactionId,
    status_code: decision.errCode,
    status_msg: decision.errMsg,
    err_code: fields.err_code,
    err_msg: fields.err_msg,
    transaction_amount: decision.amount,
    order_date: decision.orderDate,
    transaction_date: decision.decidedAt.toISOString(),
  });
}

/** The IPN over HTTP, for a CHECKOUT_URL that is not this app's own. */
export const sendIpnOverHttp: IpnSender = async (url) => {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(IPN_TIMEOUT_MS) });
  await response.body?.cancel();
  return response.status;
};
