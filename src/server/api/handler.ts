import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { ZodError } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/profile-image";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";
import { appUrl } from "../env";
import { AppError, BODY_TOO_LARGE, BodyTooLarge, CROSS_SITE_REFUSED } from "../errors";
import { logger } from "../logger";
import { getProfileImage } from "../profiles/images/get-profile-image";
import type { Services } from "../services";
import { createRequestContext } from "./context";
import { buildOpenApiDocument, procedureAt } from "./openapi";
import { findRestRoute, inputFromQuery } from "./rest";
import { appRouter, createCaller } from "./root";
import { fieldErrors, publicMessage } from "./trpc";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** A photo at the 2 MB limit plus room for the multipart framing and the profileId field. */
export const MAX_MULTIPART_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

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

export function isTrpcPath(pathname: string): boolean {
  return pathname === "/api/trpc" || pathname.startsWith("/api/trpc/");
}

/** Everything under /api, as a Fetch handler: tRPC at /api/trpc, the OpenAPI document, the REST table. */
export async function handleApiRequest(
  services: Services,
  request: Request,
  info: ApiRequestInfo,
): Promise<Response> {
  const url = new URL(request.url);
  if (isTrpcPath(url.pathname)) return handleTrpcRequest(services, request, info);
  const plain = await handlePlainApiRequest(
    services,
    {
      method: request.method,
      url,
      header: (name) => fetchHeader(request, name),
      text: async () => {
        const text = await request.text();
        if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new BodyTooLarge();
        return text;
      },
      bytes: (limit) => readLimited(request, limit),
    },
    info,
  );
  // A 304 must not have a body (the Response constructor refuses one).
  const body = plain.status === 304 ? null : plain.body;
  return new Response(body, { status: plain.status, headers: plain.headers });
}

async function readLimited(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether a request that may change something (any method but GET and HEAD) comes from another
 * site's page: its browser says so (Sec-Fetch-Site), or its Origin is neither APP_URL's nor the
 * one of the address it was sent to (the Host it names, as the quick start is also reached by
 * 127.0.0.1 or a LAN address). `Origin: null` (a sandboxed frame, a redirected form post) is
 * foreign. A request with neither header is not from a browser page (curl, another server), and
 * passes. A sibling subdomain ("same-site") is another site here: no page of ours lives there.
 * The session cookie's SameSite=Lax already keeps it off cross-site posts; this also covers a
 * request that needs no session (sign-out of whoever is signed in, sign-up, forgot-password) and
 * browsers that ignore SameSite. One check for both the REST rows and tRPC (decision 0016).
 */
export function isCrossSite(method: string, header: (name: string) => string | null): boolean {
  if (method === "GET" || method === "HEAD") return false;
  const site = header("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = header("origin");
  return origin !== null && !isOwnOrigin(origin, header("host"));
}

let appOrigin: { url: string; origin: string; protocol: string } | undefined;

function isOwnOrigin(origin: string, host: string | null): boolean {
  const url = appUrl();
  if (appOrigin?.url !== url) {
    const parsed = new URL(url);
    appOrigin = { url, origin: parsed.origin, protocol: parsed.protocol };
  }
  if (origin === appOrigin.origin) return true;
  if (!host) return false;
  try {
    // APP_URL's scheme: behind a TLS proxy this process itself is reached over plain http.
    return new URL(`${appOrigin.protocol}//${host}`).origin === origin;
  } catch {
    return false;
  }
}

export function handleTrpcRequest(
  services: Services,
  request: Request,
  info: ApiRequestInfo,
): Promise<Response> {
  // Checked first, before anything of the request is read or parsed.
  if (isCrossSite(request.method, (name) => fetchHeader(request, name))) return refuseTrpcRequest(request);
  // Our client sends mutations as JSON; refusing anything else keeps HTML forms (which cannot
  // send JSON) from triggering cookie-authenticated mutations.
  if (request.method === "POST" && !isJson(request.headers.get("content-type"))) {
    const message = "Send the request body as JSON (Content-Type: application/json).";
    return Promise.resolve(trpcRefusal(415, "UNSUPPORTED_MEDIA_TYPE", message));
  }
  // The same 1 MB as the REST rows: a body is read whole before tRPC parses it.
  if (Number(request.headers.get("content-length") ?? "0") > MAX_JSON_BODY_BYTES) {
    return Promise.resolve(trpcRefusal(413, "PAYLOAD_TOO_LARGE", BODY_TOO_LARGE));
  }
  const requestId = randomUUID();
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request.body && !request.headers.has("content-length") ? withBodyLimit(request) : request,
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: ({ resHeaders }) =>
      createRequestContext(services, request.headers.get("cookie"), { ip: info.ip, resHeaders, requestId }),
    onError: ({ error, path }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") {
        logger.error("trpc procedure failed", { requestId, path, error: errorText(error.cause ?? error) });
      }
    },
  }).then(labelledJson);
}

/**
 * A refusal on the tRPC path, in tRPC's error shape (found by fuzzing: these went out in the REST
 * table's shape, which a tRPC client cannot read, while the same refusal raised inside tRPC did not).
 */
function trpcRefusal(
  status: 413 | 415,
  code: "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE",
  message: string,
) {
  const shape = { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } };
  return new Response(JSON.stringify({ error: superjson.serialize(shape) }), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

/**
 * tRPC answers what it refuses before any procedure runs (an unreadable batch, a media type it
 * does not take) with a JSON body but no content type, which the Response makes text/plain.
 */
function labelledJson(response: Response): Response {
  if (response.headers.get("content-type")?.startsWith("text/plain")) {
    response.headers.set("content-type", "application/json");
  }
  return response;
}

/** A Fetch request made in-process (the tests' handleApiRequest) may carry its host only in its URL. */
function fetchHeader(request: Request, name: string): string | null {
  return request.headers.get(name) ?? (name === "host" ? new URL(request.url).host : null);
}

/**
 * A cross-site tRPC request, answered by tRPC itself so the refusal has the tRPC error shape its
 * clients read (one error a call in a batch): the context refuses before any procedure runs. The
 * request tRPC sees has no body, so nothing of it is read, and is JSON, so an HTML form's content
 * type gets the same 403 instead of tRPC's 415.
 */
function refuseTrpcRequest(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(request.url, {
      method: request.method,
      headers: { "content-type": "application/json" },
    }),
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: () => {
      throw new AppError("FORBIDDEN", CROSS_SITE_REFUSED);
    },
  }).then(labelledJson);
}

/**
 * A chunked body (no Content-Length) read through a counter that fails the read past 1 MB, so
 * tRPC answers it as a bad request instead of buffering without end.
 */
function withBodyLimit(request: Request): Request {
  let size = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > MAX_JSON_BODY_BYTES) controller.error(new BodyTooLarge());
      else controller.enqueue(chunk);
    },
  });
  return new Request(request, {
    body: request.body?.pipeThrough(limit),
    // @types/node's RequestInit lacks `duplex`, which streaming bodies require.
    ...({ duplex: "half" } as object),
  });
}

/** The OpenAPI document and the REST table. */
export async function handlePlainApiRequest(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
): Promise<PlainResponse> {
  // Checked first, before the body is read: with or without one, JSON or not.
  if (isCrossSite(request.method, request.header)) {
    return json(403, { error: CROSS_SITE_REFUSED, code: "FORBIDDEN" });
  }
  if (request.url.pathname === "/api/openapi.json" && request.method === "GET") {
    return json(200, await buildOpenApiDocument());
  }
  const imageId = PROFILE_IMAGE_PATH.exec(request.url.pathname)?.[1];
  if (imageId !== undefined) return serveProfileImage(services, request, info, imageId);
  const { route, pathKnown, allowed } = findRestRoute(request.method, request.url.pathname);
  if (!route) {
    // A 405 must say which methods the path does take (RFC 9110 §15.5.6).
    return pathKnown
      ? json(
          405,
          { error: "Method not allowed", code: "METHOD_NOT_ALLOWED" },
          new Headers({ Allow: allowed.join(", ") }),
        )
      : json(404, { error: "Not found", code: "NOT_FOUND" });
  }
  const requestId = randomUUID();
  const resHeaders = new Headers();
  try {
    const input = route.multipart
      ? await readMultipartBody(request)
      : route.method === "GET"
        ? takesInput(route.procedure)
          ? inputFromQuery(route, request.url.searchParams)
          : undefined
        : await readJsonBody(request);
    const ctx = await createRequestContext(services, request.header("cookie"), {
      ip: info.ip,
      resHeaders,
      requestId,
    });
    const result = await callByPath(createCaller(ctx), route.procedure, input);
    const response = json(200, restSuccessBody(result), resHeaders);
    // Never let a shared cache keep a refreshed or cleared session cookie.
    if (route.cache && !resHeaders.has("set-cookie")) response.headers.set("Cache-Control", route.cache);
    return response;
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, route.path);
  }
}

const inputTaken = new Map<string, boolean>();

/** Whether the procedure reads input at all: a query string sent to one that does not is ignored. */
function takesInput(procedure: string): boolean {
  let takes = inputTaken.get(procedure);
  if (takes === undefined) {
    takes = (procedureAt(procedure)?._def.inputs.length ?? 0) > 0;
    inputTaken.set(procedure, takes);
  }
  return takes;
}

const PROFILE_IMAGE_PATH = /^\/api\/profile\/images\/([^/]+)$/;

/**
 * GET /api/profile/images/{imageId}[?size=thumb]: bytes, not JSON, so not a REST row. What the
 * viewer gets depends on who they are, so no shared cache may keep it and the browser revalidates.
 */
async function serveProfileImage(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
  imageId: string,
): Promise<PlainResponse> {
  if (request.method !== "GET") {
    return json(
      405,
      { error: "Method not allowed", code: "METHOD_NOT_ALLOWED" },
      new Headers({ Allow: "GET" }),
    );
  }
  const requestId = randomUUID();
  const resHeaders = new Headers();
  try {
    const ctx = await createRequestContext(services, request.header("cookie"), {
      ip: info.ip,
      resHeaders,
      requestId,
    });
    const image = await getProfileImage(ctx, {
      imageId,
      size: request.url.searchParams.get("size"),
      ifNoneMatch: request.header("if-none-match"),
    });
    resHeaders.set("Content-Type", "image/webp");
    resHeaders.set("Cache-Control", "private, no-cache");
    resHeaders.set("Vary", "Cookie");
    resHeaders.set("X-Content-Type-Options", "nosniff");
    resHeaders.set("ETag", image.etag);
    if (!image.bytes) return { status: 304, headers: resHeaders, body: "" };
    // A copy, as Response wants bytes on a plain ArrayBuffer; photos are small.
    return { status: 200, headers: resHeaders, body: new Uint8Array(image.bytes) };
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, "/api/profile/images/{imageId}");
  }
}

/** A procedure's `message` becomes the response's message; the rest is its data. */
export function restSuccessBody(result: unknown): { message?: string; data?: unknown } {
  if (result && typeof result === "object" && !Array.isArray(result) && "message" in result) {
    const { message, ...data } = result as { message: unknown } & Record<string, unknown>;
    if (typeof message === "string") return Object.keys(data).length ? { message, data } : { message };
  }
  return { data: result };
}

function restErrorResponse(
  error: unknown,
  resHeaders: Headers,
  requestId: string,
  routePath: string,
): PlainResponse {
  if (error instanceof MalformedBody) {
    return json(error.status, { error: error.message, code: error.code }, resHeaders);
  }
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  if (trpcError.cause instanceof ZodError) {
    const message = publicMessage(trpcError);
    return json(
      422,
      { error: message, code: "UNPROCESSABLE_CONTENT", fields: fieldErrors(trpcError.cause) },
      resHeaders,
    );
  }
  const status = getHTTPStatusCodeFromError(trpcError);
  if (status >= 500) {
    logger.error("rest route failed", {
      requestId,
      route: routePath,
      error: errorText(trpcError.cause ?? trpcError),
    });
  }
  const body: Record<string, unknown> = { error: publicMessage(trpcError), code: trpcError.code };
  if (error instanceof AppError) {
    if (error.fields) body.fields = error.fields;
    if (error.retryAfterSeconds) resHeaders.set("Retry-After", String(error.retryAfterSeconds));
  }
  if (status >= 500) body.requestId = requestId;
  return json(status, body, resHeaders);
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
 * never past MAX_MULTIPART_BODY_BYTES.
 */
async function readMultipartBody(request: PlainRequest): Promise<Record<string, unknown>> {
  const contentType = request.header("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new MalformedBody(
      400,
      "BAD_REQUEST",
      "Send the photo as multipart/form-data (fields file and profileId).",
    );
  }
  if (Number(request.header("content-length") ?? "0") > MAX_MULTIPART_BODY_BYTES) {
    throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);
  }
  let bytes: Buffer<ArrayBuffer>;
  try {
    bytes = await request.bytes(MAX_MULTIPART_BODY_BYTES);
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

function isJson(contentType: string | null): boolean {
  return (contentType ?? "").toLowerCase().startsWith("application/json");
}

type Callable = (input: unknown) => Promise<unknown>;

function callByPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  let target: unknown = caller;
  for (const key of path.split(".")) target = (target as Record<string, unknown>)[key];
  return (target as Callable)(input);
}

function json(status: number, body: unknown, headers = new Headers()): PlainResponse {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return { status, headers, body: JSON.stringify(body) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
