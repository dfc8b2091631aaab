import { BodyTooLarge } from "../errors";
import { receiveNotification } from "../payments/receive-notification";
import type { Services } from "../services";
import type { RawRoute, RawRouteCase } from "./raw-routes";
import {
  type ApiRequestInfo,
  isJson,
  json,
  newRequestId,
  type PlainRequest,
  type PlainResponse,
  restErrorResponse,
} from "./rest-io";

/**
 * The payment provider's notification (IPN), the checkout form's CHECKOUT_URL (decision 0028):
 * PayFast sends its fields as a GET's query or a POST's form, so the path takes both. It reads no
 * session and no cookie (the hash is its proof), so a post from anywhere is read, never refused as
 * cross-site.
 */
export const PAYFAST_NOTIFY_PATH = "/api/payfast/notify";

const NOTIFY_PATTERN = /^\/api\/payfast\/notify$/;

const FIELD_DOCS: Record<string, { description: string; example: string; required?: true }> = {
  basket_id: {
    description: "The basket id the checkout gave.",
    example: "RSH-M3K2Q1ZX-9F3A1C7E",
    required: true,
  },
  err_code: {
    description: "The outcome: `000` or `00` for a successful payment, any other code for a failure.",
    example: "000",
    required: true,
  },
  validation_hash: {
    description:
      "Lowercase hex SHA-256 of `basket_id|secured_key|merchant_id|err_code`: only the provider can make it.",
    example: "6f1ed002ab5595859014ebf0951522d9b4e2e5a1a9b0b5e4c8a6f0d2c3b4a5f6",
    required: true,
  },
  err_msg: {
    description: "The provider's words for the outcome.",
    example: "Transaction completed successfully",
  },
  transaction_id: { description: "The provider's transaction id.", example: "PF-58213377" },
  order_date: { description: "The order date the checkout sent.", example: "2026-03-05 14:07:00" },
  transaction_amount: {
    description:
      "The amount paid, in rupees; when absent the amount is asked of the provider's status API. It must equal the stored payment's.",
    example: "2500",
  },
};

const fieldSchema = (name: string) => ({
  type: "string",
  maxLength: 500,
  description: FIELD_DOCS[name]?.description,
  example: FIELD_DOCS[name]?.example,
});

const ANSWER = {
  description: "Settled (paid or failed), or a replay of a basket already settled this way: nothing changed.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["received", "basket_id", "status", "verdict"],
        properties: {
          received: { type: "boolean", const: true, description: "Always true." },
          basket_id: { type: "string", description: "The basket the notification named." },
          status: {
            type: "string",
            enum: ["pending", "paid", "failed", "cancelled", "refunded"],
            description: "The payment's status now.",
          },
          verdict: {
            type: "string",
            enum: ["accepted", "declined", "replay"],
            description: "accepted: marked paid; declined: marked failed; replay: already settled.",
          },
        },
      },
      example: { received: true, basket_id: "RSH-M3K2Q1ZX-9F3A1C7E", status: "paid", verdict: "accepted" },
    },
  },
};

const DESCRIPTION =
  "Where the payment provider (PayFast, or the built-in demo gateway) reports a basket's outcome: the checkout form's `CHECKOUT_URL`. Register `https://<your host>/api/payfast/notify` with PayFast. The `validation_hash` is checked in constant time; the basket must be pending and, for a success, the amount (`transaction_amount`, else the provider's status API) and currency must match the stored payment. Then the payment is marked paid and its plan started or queued (or marked failed), once: a replay answers 200 and changes nothing. Refusals change nothing and are kept in the payment's event log: 403 a wrong hash, 404 an unknown basket, 409 a wrong amount or a basket settled otherwise, 422 missing fields, 502 an amount the provider would not confirm (asked again by the status job).";

function responses(post: boolean): Record<string, unknown> {
  return {
    "200": ANSWER,
    ...(post ? { "400": { $ref: "#/components/responses/BadRequest" } } : {}),
    "403": { $ref: "#/components/responses/Forbidden" },
    "404": { $ref: "#/components/responses/NotFound" },
    "409": { $ref: "#/components/responses/Conflict" },
    ...(post ? { "413": { $ref: "#/components/responses/PayloadTooLarge" } } : {}),
    "422": { $ref: "#/components/responses/UnprocessableContent" },
    "429": { $ref: "#/components/responses/TooManyRequests" },
    "500": { $ref: "#/components/responses/InternalError" },
    "503": { $ref: "#/components/responses/ServiceUnavailable" },
    "502": { $ref: "#/components/responses/BadGateway" },
  };
}

/** Every caller gets the same answer: the route knows no sessions, only the provider's hash. */
const access: readonly RawRouteCase[] = [
  {
    name: "without the notification's fields",
    url: () => PAYFAST_NOTIFY_PATH,
    expect: { visitor: 422, member: 422, other: 422, admin: 422 },
  },
  {
    name: "a forged hash for the owner's paid basket",
    url: (w) =>
      `${PAYFAST_NOTIFY_PATH}?basket_id=${encodeURIComponent(w.owner.basketId)}&err_code=000&validation_hash=${"0".repeat(64)}`,
    expect: { visitor: 403, member: 403, other: 403, admin: 403 },
  },
];

export const payfastNotifyRoutes: readonly RawRoute[] = [
  {
    method: "GET",
    path: PAYFAST_NOTIFY_PATH,
    pattern: NOTIFY_PATTERN,
    anySite: true,
    summary: "The payment provider's notification (IPN), fields in the query",
    serve: (services, request, info) => serveNotification(services, request, info),
    document: {
      operationId: "payfastNotifyGet",
      summary: "The payment provider's notification, as a query",
      description: DESCRIPTION,
      tags: ["payments"],
      security: [{}],
      parameters: Object.keys(FIELD_DOCS).map((name) => ({
        name,
        in: "query",
        required: FIELD_DOCS[name]?.required ?? false,
        schema: fieldSchema(name),
        description: FIELD_DOCS[name]?.description,
        example: FIELD_DOCS[name]?.example,
      })),
      responses: responses(false),
    },
    access,
  },
  {
    method: "POST",
    path: PAYFAST_NOTIFY_PATH,
    pattern: NOTIFY_PATTERN,
    anySite: true,
    summary: "The payment provider's notification (IPN), fields in a form body",
    serve: (services, request, info) => serveNotification(services, request, info),
    document: {
      operationId: "payfastNotifyPost",
      summary: "The payment provider's notification, as a form",
      description: `${DESCRIPTION} Fields the form leaves out are read from the query string.`,
      tags: ["payments"],
      security: [{}],
      requestBody: {
        required: false,
        content: {
          "application/x-www-form-urlencoded": {
            schema: {
              type: "object",
              properties: Object.fromEntries(
                Object.keys(FIELD_DOCS).map((name) => [name, fieldSchema(name)]),
              ),
            },
            example: Object.fromEntries(Object.entries(FIELD_DOCS).map(([name, doc]) => [name, doc.example])),
          },
        },
      },
      responses: responses(true),
    },
    access,
  },
];

/** The notification's fields: the form body (or a JSON object) on POST, the query for the rest. */
async function readFields(request: PlainRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (request.method === "POST") {
    const text = await request.text();
    if (text.trim() !== "") {
      if (isJson(request.header("content-type"))) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
          for (const [key, value] of Object.entries(parsed)) {
            if (typeof value === "string" || typeof value === "number") fields[key] = String(value);
          }
        }
      } else {
        for (const [key, value] of new URLSearchParams(text))
          if (!Object.hasOwn(fields, key)) fields[key] = value;
      }
    }
  }
  for (const [key, value] of request.url.searchParams) if (!Object.hasOwn(fields, key)) fields[key] = value;
  return fields;
}

async function serveNotification(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
): Promise<PlainResponse> {
  const requestId = newRequestId();
  const resHeaders = new Headers();
  try {
    let fields: Record<string, string>;
    try {
      fields = await readFields(request);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return json(413, { error: error.message, code: "PAYLOAD_TOO_LARGE" }, resHeaders);
      }
      throw error;
    }
    const answer = await receiveNotification(
      services.database.db,
      services.payments,
      fields,
      () => services.mailJobs.wake(),
      info.ip,
    );
    return json(200, answer, resHeaders);
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, PAYFAST_NOTIFY_PATH);
  }
}
