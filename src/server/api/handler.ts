import { randomUUID } from "node:crypto";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";
import type { RequestContext } from "../context";
import { appUrl } from "../env";
import { AppError, BODY_TOO_LARGE, BodyTooLarge, CROSS_SITE_REFUSED, TOKEN_NOT_FOR_TRPC } from "../errors";
import { logger } from "../logger";
import type { Services } from "../services";
import { scopeNeeded, tokenScopeRefusal } from "../tokens/scope";
import { bearerTokenOf } from "../tokens/secret";
import { createPlainRequestContext, createRequestContext } from "./context";
import { addCorsHeaders, allowedOrigin, preflightResponse } from "./cors";
import { findRawRoute } from "./raw-routes";
import { findRestRoute, inputFromQuery, type RestRoute } from "./rest";
import {
  type ApiRequestInfo,
  errorText,
  isJson,
  json,
  MAX_JSON_BODY_BYTES,
  methodNotAllowed,
  multipartBodyLimit,
  newRequestId,
  type PlainRequest,
  type PlainResponse,
  readRequestBody,
  restErrorResponse,
  restSuccessBody,
  retryHeadersOf,
} from "./rest-io";
import { appRouter } from "./root";
import { answerTrpcQuery } from "./trpc-plain";

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
  const plainRequest: PlainRequest = {
    method: request.method,
    url,
    header: (name) => fetchHeader(request, name),
    text: async () => {
      const text = await request.text();
      if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new BodyTooLarge();
      return text;
    },
    bytes: (limit) => readLimited(request, limit),
  };
  let plain: PlainResponse | null;
  if (isTrpcPath(url.pathname)) {
    // The node server's order (src/server/http.ts): queries on the plain path, the rest through tRPC.
    plain = await answerTrpcQuery(services, plainRequest, info);
    if (!plain) return handleTrpcRequest(services, request, info);
  } else {
    plain = await handlePlainApiRequest(services, plainRequest, info);
  }
  // A 204 or a 304 must not have a body (the Response constructor refuses one).
  const body = plain.status === 204 || plain.status === 304 ? null : plain.body;
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
  if (isCrossSite(request.method, (name) => fetchHeader(request, name))) {
    return refuseTrpcRequest(request, new AppError("FORBIDDEN", CROSS_SITE_REFUSED));
  }
  // API tokens are for the REST rows only (decision 0019): refused here rather than ignored, so a
  // client that sends one learns why instead of being answered as a visitor.
  if (bearerTokenOf(request.headers.get("authorization")) !== null) {
    logger.warn("api token refused", {
      reason: "sent to tRPC",
      ip: info.ip,
      path: new URL(request.url).pathname,
    });
    return refuseTrpcRequest(request, new AppError("UNAUTHORIZED", TOKEN_NOT_FOR_TRPC));
  }
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
    responseMeta: ({ errors }) => ({ headers: retryHeadersOf(errors) }),
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
 * A tRPC request refused before anything of it is read (another site's page, an API token),
 * answered by tRPC itself so the refusal has the tRPC error shape its clients read (one error a
 * call in a batch): the context refuses before any procedure runs. The request tRPC sees has no
 * body, so nothing of it is read, and is JSON, so an HTML form's content type gets the same
 * refusal instead of tRPC's 415.
 */
function refuseTrpcRequest(request: Request, refusal: AppError): Promise<Response> {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: new Request(request.url, {
      method: request.method,
      headers: { "content-type": "application/json" },
    }),
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: () => {
      throw refusal;
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

/**
 * The raw routes (raw-routes.ts) and the REST table (rest.ts), with a session cookie or an API
 * token (decision 0019). A call made with a token never gets a cookie back, and, from an origin
 * CORS_ORIGINS lists, gets the CORS headers that let that page read the answer.
 */
export async function handlePlainApiRequest(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
): Promise<PlainResponse> {
  const bearer = bearerTokenOf(request.header("authorization"));
  if (bearer === null) return answerPlainRequest(services, request, info, null);
  const response = await answerPlainRequest(services, request, info, bearer);
  // Whatever a use case meant to set (a refreshed or cleared session, a device cookie), a token
  // call carries no cookie and gets none.
  response.headers.delete("set-cookie");
  const origin = allowedOrigin(request.header("origin"), services.corsOrigins);
  if (origin) addCorsHeaders(response.headers, origin);
  return response;
}

async function answerPlainRequest(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
  bearer: string | null,
): Promise<PlainResponse> {
  // Checked first, before the body is read: with or without one, JSON or not. A call made with an
  // API token is exempt: it reads no cookie, so another site's page gains nothing by sending it
  // (a page can only send a token it already holds, acting as that token's owner). So is OPTIONS,
  // which runs nothing: a CORS preflight, or a 405; and a raw route marked anySite, which reads no
  // cookie either (the one-click unsubscribe a mail provider posts).
  const raw = findRawRoute(request.url.pathname, request.method);
  if (
    bearer === null &&
    request.method !== "OPTIONS" &&
    !raw?.route.anySite &&
    isCrossSite(request.method, request.header)
  ) {
    return json(403, { error: CROSS_SITE_REFUSED, code: "FORBIDDEN" });
  }
  if (raw) {
    if (raw.route.method !== request.method) {
      return preflight(services, request, raw.allowed) ?? methodNotAllowed(raw.allowed);
    }
    return raw.route.serve(services, request, info, raw.params);
  }
  const { route, pathKnown, allowed } = findRestRoute(request.method, request.url.pathname);
  if (!route) {
    if (!pathKnown) return json(404, { error: "Not found", code: "NOT_FOUND" });
    return preflight(services, request, allowed) ?? methodNotAllowed(allowed);
  }
  const requestId = newRequestId();
  const resHeaders = new Headers();
  try {
    const input =
      route.method === "GET"
        ? route.takesInput
          ? inputFromQuery(route, request.url.searchParams)
          : undefined
        : withQueryFields(
            route,
            await readRequestBody(request, route.body ?? "json", multipartBodyLimit(route.files ?? 1)),
            request.url,
          );
    const ctx = await createPlainRequestContext(services, request, {
      ip: info.ip,
      resHeaders,
      requestId,
      path: route.path,
    });
    if (ctx.apiToken) refuseOutOfScope(route, ctx, resHeaders, info);
    const result = await route.call(ctx, input);
    const response = json(200, restSuccessBody(result), resHeaders);
    // Never let a shared cache keep a refreshed or cleared session cookie, nor a token call's
    // answer (its RateLimit headers are that token's).
    if (route.cache && bearer === null && !resHeaders.has("set-cookie")) {
      response.headers.set("Cache-Control", route.cache);
    }
    return response;
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, route.path);
  }
}

/** A CORS preflight from a listed origin, answered for the methods the path takes (cors.ts). */
function preflight(services: Services, request: PlainRequest, methods: readonly string[]) {
  if (request.method !== "OPTIONS") return null;
  return preflightResponse(request.header, services.corsOrigins, methods);
}

/**
 * A body row's input with the fields it declares `fromQuery` taken from the query string when the
 * body has none of its own (POST /api/auth/reset-password?token=... with the spec's body
 * `{password, confirmPassword}`). A body that is not an object is left for the schema to refuse.
 */
function withQueryFields(route: RestRoute, body: unknown, url: URL): unknown {
  if (!route.fromQuery?.length) return body;
  if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) return body;
  const input: Record<string, unknown> = { ...(body as Record<string, unknown> | undefined) };
  for (const key of route.fromQuery) {
    const value = url.searchParams.get(key);
    if (value !== null && !Object.hasOwn(input, key)) input[key] = value;
  }
  return input;
}

/** A token's scope against the row it calls (decision 0019): 403, saying which scope it needs. */
function refuseOutOfScope(route: RestRoute, ctx: RequestContext, resHeaders: Headers, info: ApiRequestInfo) {
  const token = ctx.apiToken;
  if (!token) return;
  const refusal = tokenScopeRefusal(route, token.scope);
  if (!refusal) return;
  logger.warn("api token refused", {
    reason: route.sessionOnly ? "session-only route" : `scope ${token.scope}`,
    tokenId: token.id,
    requestId: ctx.requestId,
    ip: info.ip,
    path: route.path,
  });
  if (!route.sessionOnly) {
    resHeaders.set(
      "WWW-Authenticate",
      `Bearer realm="rishta", error="insufficient_scope", scope="${scopeNeeded(route)}"`,
    );
  }
  throw new AppError("FORBIDDEN", refusal);
}
