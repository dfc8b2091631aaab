import { handlePlainApiRequest } from "../../api/handler";
import type { RawRoute } from "../../api/raw-routes";
import { json, type PlainRequest } from "../../api/rest-io";
import { appUrl } from "../../env";
import type { Services } from "../../services";
import { DEMO_MERCHANT_ID, DEMO_SECURED_KEY } from "./bank";
import {
  answerCheckoutForm,
  answerDecision,
  answerStatus,
  answerTokenRequest,
  DECIDE_PATH,
  decodedSegment,
  FORM_PATH,
  type IpnSender,
  STATUS_PATH,
  sendIpnOverHttp,
  TOKEN_PATH,
} from "./gateway";

/**
 * The demo gateway's raw routes (decision 0029), joined to the raw-route table (raw-routes.ts).
 * Each answers 404, as an unknown path does, unless the demo provider is the one in use. They
 * read no cookie and need no session: the hosted form and the decision are posted by the browser
 * from the merchant's page (cross-site-looking for the real provider), so they take any site.
 */

function inUse(services: Services): boolean {
  return services.payments.name === "demo";
}

const notFound = () => json(404, { error: "Not found", code: "NOT_FOUND" });

/**
 * The IPN to this app's own address is handed to its API handler in process, as the request
 * PayFast would send (a GET with the answer fields): the server never calls its own public URL,
 * which may not be reachable from inside. Any other CHECKOUT_URL is called over HTTP.
 */
function ipnSender(services: Services): IpnSender {
  const own = new URL(appUrl()).origin;
  return async (url) => {
    if (url.origin !== own || !url.pathname.startsWith("/api/")) return sendIpnOverHttp(url);
    const request: PlainRequest = {
      method: "GET",
      url,
      header: (name) => (name.toLowerCase() === "host" ? url.host : null),
      text: async () => "",
      bytes: async () => Buffer.alloc(0),
    };
    const answer = await handlePlainApiRequest(services, request, { ip: "127.0.0.1" });
    return answer.status;
  };
}

const errorJson = (description: string, example: Record<string, string>) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example } },
});

const htmlPage = (description: string) => ({
  description,
  content: {
    "text/html": {
      schema: { type: "string" },
      example: '<!doctype html><html lang="en">…Demo payment: no money moves…</html>',
    },
  },
});

const NOT_IN_USE = "Not found: the demo provider is not the one in use (PayFast is configured).";

const formBody = (
  properties: Record<string, unknown>,
  required: string[],
  example: Record<string, string>,
) => ({
  required: true,
  content: {
    "application/x-www-form-urlencoded": { schema: { type: "object", required, properties }, example },
  },
});

const text = (description: string, extra: Record<string, unknown> = {}) => ({
  type: "string",
  description,
  ...extra,
});

const BASKET_EXAMPLE = "RSH-1718000000000-a1b2c3";

export const demoGatewayRoutes: readonly RawRoute[] = [
  {
    method: "POST",
    path: TOKEN_PATH,
    pattern: /^\/api\/demo-payfast\/Ecommerce\/api\/Transaction\/GetAccessToken$/,
    summary: "Demo provider: an access token for one basket and amount (PayFast's token call)",
    serve: async (services, request) => (inUse(services) ? answerTokenRequest(request) : notFound()),
    document: {
      operationId: "demoPayfastAccessToken",
      summary: "Demo provider: access token",
      description: `The demo payment provider's stand-in for PayFast's token call (no money moves). The merchant's server sends its id and the demo key (public: \`${DEMO_MERCHANT_ID}\`, \`${DEMO_SECURED_KEY}\`) with the basket and amount; the token it answers is valid for 30 minutes, for that basket and amount only. The gateway keeps it in memory, as the provider would on its side. Not found unless the demo provider is the one in use.`,
      tags: ["demo-payments"],
      security: [{}],
      requestBody: formBody(
        {
          MERCHANT_ID: text("The merchant id: DEMO-MERCHANT."),
          SECURED_KEY: text("The demo key."),
          BASKET_ID: text("The merchant's basket id.", { maxLength: 64 }),
          TXNAMT: text("The amount, in rupees.", { pattern: "^\\d{1,9}(\\.\\d{1,2})?$" }),
          CURRENCY_CODE: text("PKR.", { enum: ["PKR"] }),
        },
        ["MERCHANT_ID", "SECURED_KEY", "BASKET_ID", "TXNAMT", "CURRENCY_CODE"],
        {
          MERCHANT_ID: DEMO_MERCHANT_ID,
          SECURED_KEY: DEMO_SECURED_KEY,
          BASKET_ID: BASKET_EXAMPLE,
          TXNAMT: "2500",
          CURRENCY_CODE: "PKR",
        },
      ),
      responses: {
        "200": {
          description: "The token to put in the hosted form's TOKEN field.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["ACCESS_TOKEN"],
                properties: { ACCESS_TOKEN: text("Valid 30 minutes, for this basket and amount.") },
              },
              example: { ACCESS_TOKEN: "k3Jf9QpX2vLm8sT1wY4zR7bN0cHdGe5a" },
            },
          },
        },
        "400": errorJson("A field is missing or malformed, or the basket was already paid or declined.", {
          error: "BASKET_ID, TXNAMT and CURRENCY_CODE=PKR are required.",
          code: "BAD_REQUEST",
        }),
        "401": errorJson("Another merchant id, or not the demo key.", {
          error: "Unknown merchant or wrong secured key.",
          code: "UNAUTHORIZED",
        }),
        "404": errorJson(NOT_IN_USE, { error: "Not found", code: "NOT_FOUND" }),
        "413": { $ref: "#/components/responses/PayloadTooLarge" },
        "500": { $ref: "#/components/responses/InternalError" },
      },
    },
    access: {
      // Whoever calls, the merchant's credentials decide, and none are sent here.
      name: "without the merchant's credentials",
      url: () => TOKEN_PATH,
      expect: { visitor: 401, member: 401, other: 401, admin: 401 },
    },
  },
  {
    method: "POST",
    path: FORM_PATH,
    pattern: /^\/api\/demo-payfast\/Ecommerce\/api\/Transaction\/PostTransaction$/,
    anySite: true,
    summary: "Demo provider: the hosted checkout page, with Approve and Decline",
    serve: async (services, request) => (inUse(services) ? answerCheckoutForm(request) : notFound()),
    document: {
      operationId: "demoPayfastCheckoutPage",
      summary: "Demo provider: hosted checkout page",
      description:
        "Where the browser posts the hidden checkout form (PayFast's hosted checkout, demo edition: no money moves). The token must be the one issued for this basket and amount; the page shows the merchant, the plan (TXNDESC), the amount from the token call, and Approve and Decline buttons, which refer to the checkout by a reference the gateway remembers (the browser never states the amount again). Accepted from any site, as the provider's page is. Not found unless the demo provider is the one in use.",
      tags: ["demo-payments"],
      security: [{}],
      requestBody: formBody(
        {
          MERCHANT_ID: text("DEMO-MERCHANT."),
          TOKEN: text("The token of the token call."),
          BASKET_ID: text("The basket the token was issued for."),
          TXNAMT: text("The amount the token was issued for."),
          CURRENCY_CODE: text("PKR.", { enum: ["PKR"] }),
          TXNDESC: text("What is bought (the plan), shown on the page."),
          ORDER_DATE: text("YYYY-MM-DD HH:mm:ss, returned as order_date."),
          CHECKOUT_URL: text("Where the notification (IPN) goes.", { format: "uri" }),
          SUCCESS_URL: text("Where the browser returns after an approval.", { format: "uri" }),
          FAILURE_URL: text("Where the browser returns after a decline.", { format: "uri" }),
        },
        ["MERCHANT_ID", "TOKEN", "BASKET_ID", "TXNAMT", "CHECKOUT_URL", "SUCCESS_URL", "FAILURE_URL"],
        {
          MERCHANT_ID: DEMO_MERCHANT_ID,
          TOKEN: "k3Jf9QpX2vLm8sT1wY4zR7bN0cHdGe5a",
          BASKET_ID: BASKET_EXAMPLE,
          TXNAMT: "2500",
          CURRENCY_CODE: "PKR",
          TXNDESC: "Gold",
          ORDER_DATE: "2025-06-10 14:30:00",
          CHECKOUT_URL: "https://rishta.test/api/payfast/notify",
          SUCCESS_URL: "https://rishta.test/success",
          FAILURE_URL: "https://rishta.test/failure",
        },
      ),
      responses: {
        "200": htmlPage("The demo checkout page: merchant, plan, amount, Approve and Decline."),
        "400": htmlPage(
          "A page saying why not: the token is unknown or expired, or does not match the basket and amount (a tampered form), the basket was already decided, or a return address is not http(s).",
        ),
        "404": errorJson(NOT_IN_USE, { error: "Not found", code: "NOT_FOUND" }),
        "413": { $ref: "#/components/responses/PayloadTooLarge" },
        "500": { $ref: "#/components/responses/InternalError" },
      },
    },
    access: {
      name: "without a token",
      url: () => FORM_PATH,
      expect: { visitor: 400, member: 400, other: 400, admin: 400 },
    },
  },
  {
    method: "POST",
    path: DECIDE_PATH,
    pattern: /^\/api\/demo-payfast\/decide$/,
    anySite: true,
    summary: "Demo provider: the tester approves or declines; notifies the merchant and returns the browser",
    serve: async (services, request) =>
      inUse(services) ? answerDecision(request, ipnSender(services)) : notFound(),
    document: {
      operationId: "demoPayfastDecide",
      summary: "Demo provider: approve or decline",
      description:
        "The checkout page's buttons. Approve answers err_code 000, Decline err_code 156 ('Transaction declined by the tester'), with a new transaction id. As PayFast does, the gateway first sends the notification (IPN) to the form's CHECKOUT_URL (a GET with err_code, err_msg, basket_id, transaction_id, order_date, validation_hash and transaction_amount; the hash is SHA-256 of `basket_id|key|merchant_id|err_code` with the demo key), in process when it is this service's own address, then redirects the browser to SUCCESS_URL or FAILURE_URL with the same query parameters. A notification that fails does not stop the redirect: the status job settles the payment from the status API. Each checkout is decided once. Not found unless the demo provider is the one in use.",
      tags: ["demo-payments"],
      security: [{}],
      requestBody: formBody(
        {
          reference: text("The checkout page's reference to what the gateway remembers."),
          decision: text("approve or decline.", { enum: ["approve", "decline"] }),
        },
        ["reference", "decision"],
        { reference: "Xq0vV2x3bGkD6k1v9m4cTQ0sZyW8aN5e", decision: "approve" },
      ),
      responses: {
        "303": {
          description: "To SUCCESS_URL (approved) or FAILURE_URL (declined), with PayFast's answer fields.",
          headers: {
            Location: {
              description:
                "The return page with err_code, err_msg, basket_id, transaction_id, order_date, validation_hash and transaction_amount.",
              schema: { type: "string", format: "uri" },
            },
          },
        },
        "400": htmlPage(
          "A page saying why not: no such checkout (expired, or decided already), or no decision.",
        ),
        "404": errorJson(NOT_IN_USE, { error: "Not found", code: "NOT_FOUND" }),
        "413": { $ref: "#/components/responses/PayloadTooLarge" },
        // A redirect is its only success; any other answer is the server's own failure, in the error shape.
        default: { $ref: "#/components/responses/InternalError" },
      },
    },
    access: {
      name: "without a checkout reference",
      url: () => DECIDE_PATH,
      expect: { visitor: 400, member: 400, other: 400, admin: 400 },
    },
  },
  {
    method: "GET",
    path: `${STATUS_PATH}/{basketId}`,
    pattern: /^\/api\/demo-payfast\/Ecommerce\/api\/transaction\/basket_id\/([^/]+)$/,
    summary: "Demo provider: what was decided about a basket (PayFast's status API)",
    serve: async (services, _request, _info, [basketId = ""]) =>
      inUse(services) ? answerStatus(decodedSegment(basketId)) : notFound(),
    document: {
      operationId: "demoPayfastStatus",
      summary: "Demo provider: transaction status",
      description:
        "The demo payment provider's status API, as the status job asks PayFast about payments whose notification never came. HTTP 200 even for a basket it knows nothing of (status_code null), as PayFast answers. Decisions are remembered for three days, in memory. Not found unless the demo provider is the one in use.",
      tags: ["demo-payments"],
      security: [{}],
      parameters: [
        {
          name: "basketId",
          in: "path",
          required: true,
          schema: { type: "string", maxLength: 64 },
          description: "The merchant's basket id.",
          example: BASKET_EXAMPLE,
        },
      ],
      responses: {
        "200": {
          description: "What the tester decided, or status_code null when nothing was.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["basket_id", "status_code", "status_msg"],
                properties: {
                  basket_id: text("The basket asked about."),
                  status_code: {
                    type: ["string", "null"],
                    description: "000 approved, 156 declined; null: unknown.",
                  },
                  status_msg: text("The code's words."),
                  err_code: text("The same code, under the notification's name."),
                  err_msg: text("The same words, under the notification's name."),
                  transaction_id: text("The gateway's transaction id."),
                  transaction_amount: text("The amount of the token call."),
                  order_date: text("The form's ORDER_DATE."),
                  transaction_date: text("When the tester decided (ISO 8601).", { format: "date-time" }),
                },
              },
              example: {
                basket_id: BASKET_EXAMPLE,
                transaction_id: "DEMO-1718000000000123456",
                status_code: "000",
                status_msg: "Transaction approved (demo: no money moved)",
                err_code: "000",
                err_msg: "Transaction approved (demo: no money moved)",
                transaction_amount: "2500",
                order_date: "2025-06-10 14:30:00",
                transaction_date: "2025-06-10T09:31:12.000Z",
              },
            },
          },
        },
        "404": errorJson(NOT_IN_USE, { error: "Not found", code: "NOT_FOUND" }),
        "500": { $ref: "#/components/responses/InternalError" },
      },
    },
    access: {
      // The owner's basket was paid by other means (the world's seed): the bank knows nothing of it.
      name: "a basket the demo bank never saw",
      url: (w) => `${STATUS_PATH}/${encodeURIComponent(w.owner.basketId)}`,
      expect: { visitor: 200, member: 200, other: 200, admin: 200 },
    },
  },
];
