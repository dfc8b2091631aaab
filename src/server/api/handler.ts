import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { AppError } from "../errors";
import { logger } from "../logger";
import type { Services } from "../services";
import { createRequestContext } from "./context";
import { buildOpenApiDocument } from "./openapi";
import { findRestRoute, inputFromQuery, type RestRoute } from "./rest";
import { appRouter, createCaller } from "./root";
import { fieldErrors, publicMessage } from "./trpc";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

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
};

export type PlainResponse = { status: number; headers: Headers; body: string };

export class BodyTooLarge extends Error {}

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
      header: (name) => request.headers.get(name),
      text: async () => {
        const text = await request.text();
        if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new BodyTooLarge();
        return text;
      },
    },
    info,
  );
  return new Response(plain.body, { status: plain.status, headers: plain.headers });
}

export function handleTrpcRequest(
  services: Services,
  request: Request,
  info: ApiRequestInfo,
): Promise<Response> {
  // Our client sends mutations as JSON; refusing anything else keeps HTML forms (which cannot
  // send JSON) from triggering cookie-authenticated mutations.
  if (request.method === "POST" && !isJson(request.headers.get("content-type"))) {
    const error = {
      error: "Send the request body as JSON (Content-Type: application/json).",
      code: "UNSUPPORTED_MEDIA_TYPE",
    };
    const plain = json(415, error);
    return Promise.resolve(new Response(plain.body, { status: plain.status, headers: plain.headers }));
  }
  const requestId = randomUUID();
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: ({ resHeaders }) =>
      createRequestContext(services, request.headers.get("cookie"), { ip: info.ip, resHeaders, requestId }),
    onError: ({ error, path }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") {
        logger.error("trpc procedure failed", { requestId, path, error: errorText(error.cause ?? error) });
      }
    },
  });
}

/** The OpenAPI document and the REST table. */
export async function handlePlainApiRequest(
  services: Services,
  request: PlainRequest,
  info: ApiRequestInfo,
): Promise<PlainResponse> {
  if (request.url.pathname === "/api/openapi.json" && request.method === "GET") {
    return json(200, await buildOpenApiDocument());
  }
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
    const input =
      route.method === "GET" ? inputFromQuery(route, request.url.searchParams) : await readJsonBody(request);
    const ctx = await createRequestContext(services, request.header("cookie"), {
      ip: info.ip,
      resHeaders,
      requestId,
    });
    const result = await callByPath(createCaller(ctx), route.procedure, input);
    return json(200, restSuccessBody(result), resHeaders);
  } catch (error) {
    return restErrorResponse(error, resHeaders, requestId, route);
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
  route: RestRoute,
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
      route: route.path,
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

const TOO_LARGE = "Request body is too large.";

async function readJsonBody(request: PlainRequest): Promise<unknown> {
  const declared = Number(request.header("content-length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", TOO_LARGE);
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new MalformedBody(413, "PAYLOAD_TOO_LARGE", TOO_LARGE);
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
