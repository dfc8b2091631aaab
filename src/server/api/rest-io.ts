import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/profile-image";
import { AppError, BODY_TOO_LARGE, BodyTooLarge, type RateLimitState } from "../errors";
import { logger } from "../logger";
import { fieldErrors, inputValidationError, publicMessage } from "./trpc";
import { unavailableInstead } from "./unavailable";

/**
 * What the REST rows and the raw routes share: the plain request and response they are written
 * against, the one body reader, and the one way answers and errors are shaped
 * (`{message?, data?}` and `{error, code, fields?}`, DESIGN.md §3).
 */

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** A photo at the 2 MB limit plus room for the multipart framing and the profileId field. */
export const MAX_MULTIPART_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/**
 * What a multipart row may send: one photo's worth (MAX_MULTIPART_BODY_BYTES) for each file its
 * form takes (a verification request sends two), so no row reads more than its files can need.
 */
export function multipartBodyLimit(files: number): number {
  return Math.max(1, files) * PHOTO_MAX_BYTES + 64 * 1024;
}

export type ApiRequestInfo = { ip: string };

/**
 * What the REST table needs of a request. The node:http entry builds it straight from the
 * socket (no Fetch API objects: they cost more than the route itself), tests from a `Request`.
 */
export type PlainRequest = {
  method: string;
  url: URL;
  header(name: string): string | null;
  /** The body as text; throws BodyTooLarge past MAX_JSON_BODY_BYTES. */
  text(): Promise<string>;
  /** The body as bytes (multipart rows); throws BodyTooLarge past `limit`, having stopped reading. */
  bytes(limit: number): Promise<Buffer<ArrayBuffer>>;
};

/** `body` is bytes only for the photo route. */
export type PlainResponse = { status: number; headers: Headers; body: string | Uint8Array<ArrayBuffer> };

/** A procedure's `message` becomes the response's message; the rest is its data. */
export function restSuccessBody(result: unknown): { message?: string; data?: unknown } {
  if (result && typeof result === "object" && !Array.isArray(result) && "message" in result) {
    const { message, ...data } = result as { message: unknown } & Record<string, unknown>;
    if (typeof message === "string") return Object.keys(data).length ? { message, data } : { message };
  }
  return { data: result };
}

/** A refusal or failure in the REST shape; logged with a request id when it is the server's fault. */
export function restErrorResponse(
  error: unknown,
  resHeaders: Headers,
  requestId: string,
  routePath: string,
): PlainResponse {
  if (error instanceof MalformedBody) {
    return json(error.status, { error: error.message, code: error.code }, resHeaders);
  }
  error = unavailableInstead(error);
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const invalid = inputValidationError(trpcError);
  if (invalid) {
    const message = publicMessage(trpcError);
    return json(
      422,
      { error: message, code: "UNPROCESSABLE_CONTENT", fields: fieldErrors(invalid) },
      resHeaders,
    );
  }
  const status = getHTTPStatusCodeFromError(trpcError);
  // A 503 (the database away) was logged once where it was recognised (unavailable.ts).
  if (status >= 500 && status !== 503) {
    logger.error("rest route failed", {
      requestId,
      route: routePath,
      error: errorText(trpcError.cause ?? trpcError),
    });
  }
  const body: Record<string, unknown> = { error: publicMessage(trpcError), code: trpcError.code };
  if (error instanceof AppError) {
    if (error.fields) body.fields = error.fields;
    setRetryHeaders(resHeaders, error);
  }
  if (status >= 500) body.requestId = requestId;
  return json(status, body, resHeaders);
}

/**
 * A tRPC answer's Retry-After (a rate limit, the database away) and RateLimit-* headers, as the
 * REST rows send them.
 */
export function retryHeadersOf(errors: readonly TRPCError[]): Headers {
  const headers = new Headers();
  const waiting = errors.find(
    (error): error is AppError => error instanceof AppError && error.retryAfterSeconds !== undefined,
  );
  if (waiting) setRetryHeaders(headers, waiting);
  return headers;
}

/** A refusal's `Retry-After` and RateLimit-* headers, when it has them: REST and tRPC alike. */
export function setRetryHeaders(headers: Headers, error: AppError): void {
  if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
  if (error.rateLimit) setRateLimitHeaders(headers, error.rateLimit);
}

/**
 * The IETF draft's rate-limit headers (draft-ietf-httpapi-ratelimit-headers): on every 429 of the
 * REST rows beside `Retry-After`, and on every call made with an API token (its own limit).
 */
export function setRateLimitHeaders(headers: Headers, state: RateLimitState): void {
  headers.set("RateLimit-Limit", String(state.limit));
  headers.set("RateLimit-Remaining", String(state.remaining));
  headers.set("RateLimit-Reset", String(state.resetSeconds));
}

class MalformedBody extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The body as the route reads it: JSON (a JSON row) or multipart/form-data (the photo rows). */
export function readRequestBody(
  request: PlainRequest,
  kind: "json" | "multipart",
  multipartLimit = MAX_MULTIPART_BODY_BYTES,
): Promise<unknown> {
  return kind === "multipart" ? readMultipartBody(request, multipartLimit) : readJsonBody(request);
}

async function readJsonBody(request: PlainRequest): Promise<unknown> {
  const declared = Number(request.header("content-length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", BODY_TOO_LARGE);
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", BODY_TOO_LARGE);
    throw error;
  }
  if (text.trim() === "") return undefined;
  // Requiring JSON also keeps plain cross-site HTML forms from reaching cookie-authenticated routes.
  if (!isJson(request.header("content-type"))) {
    throw new MalformedBody(
      400,
      "BAD_REQUEST",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedBody(400, "BAD_REQUEST", "The request body is not valid JSON.");
  }
}

/**
 * A multipart row's body as procedure input: text fields as strings, a non-empty file as an
 * UploadedFile (an empty file part is what a form sends when nothing was chosen). Read whole, but
 * never past the row's limit.
 */
async function readMultipartBody(request: PlainRequest, limit: number): Promise<Record<string, unknown>> {
  const contentType = request.header("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new MalformedBody(
      400,
      "BAD_REQUEST",
      "Send the photo as multipart/form-data (fields file and profileId).",
    );
  }
  if (Number(request.header("content-length") ?? "0") > limit) {
    throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);
  }
  let bytes: Buffer<ArrayBuffer>;
  try {
    bytes = await request.bytes(limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);
    throw error;
  }
  let form: FormData;
  try {
    const parser = new Request("http://multipart.local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: bytes,
    });
    form = await parser.formData();
  } catch {
    throw new MalformedBody(400, "BAD_REQUEST", "The multipart body is malformed.");
  }
  const fields = new Map<string, unknown>();
  for (const [key, value] of form) {
    if (fields.has(key)) continue;
    if (typeof value === "string") fields.set(key, value);
    else if (value.size > 0) {
      fields.set(key, { bytes: Buffer.from(await value.arrayBuffer()), name: value.name, type: value.type });
    }
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return Object.fromEntries(fields);
}

export function isJson(contentType: string | null): boolean {
  return (contentType ?? "").toLowerCase().startsWith("application/json");
}

export function json(status: number, body: unknown, headers = new Headers()): PlainResponse {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return { status, headers, body: JSON.stringify(body) };
}

/** 405, saying which methods the path does take (RFC 9110 §15.5.6). */
export function methodNotAllowed(allowed: readonly string[]): PlainResponse {
  return json(
    405,
    { error: "Method not allowed", code: "METHOD_NOT_ALLOWED" },
    new Headers({ Allow: allowed.join(", ") }),
  );
}

/** A fresh id for a request's log lines and its 500 answer. */
export function newRequestId(): string {
  return randomUUID();
}

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
