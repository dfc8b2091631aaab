import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { handlePlainApiRequest, handleTrpcRequest, isTrpcPath } from "./api/handler";
import { MAX_JSON_BODY_BYTES, type PlainRequest, type PlainResponse } from "./api/rest-io";
import { answerTrpcQuery } from "./api/trpc-plain";
import { unavailableInstead } from "./api/unavailable";
import { readCookie, SESSION_COOKIE, sessionCookie, validateSessionToken } from "./auth/session";
import type { CompressedAssets } from "./compressed-assets";
import { mayReadOutbox } from "./dev/outbox";
import { appUrl, env } from "./env";
import { AppError, BodyTooLarge } from "./errors";
import { logger } from "./logger";
import { providerFromEnv } from "./payments/provider-from-env";
import { createSecurityHeaders, type SecurityHeaders } from "./security-headers";
import type { Services } from "./services";
import { OUTBOX_ACCESS_HEADER, PATHNAME_HEADER, TRUSTED_HEADERS } from "./trusted-headers";
import { followLanguageSwitch } from "./users/locale";

export { PATHNAME_HEADER } from "./trusted-headers";

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The security headers for this process's build and address (src/server/security-headers.ts). */
export function defaultSecurityHeaders(): SecurityHeaders {
  const config = env();
  const dev = config.NODE_ENV === "development";
  return createSecurityHeaders({
    appUrl: appUrl(),
    dev,
    distDir: dev ? null : config.NEXT_DIST_DIR,
    // The subscription page's hidden form posts to the provider's hosted checkout (decision 0031).
    formActionOrigins: [providerFromEnv().formUrl],
  });
}

/**
 * The process entry's server: `/api/*` goes straight to the API's fetch handler (tRPC and the REST
 * table), everything else to Next. Dashboard pages are gated here, before any rendering. Every
 * answer, whoever gives it, carries the security headers, set first.
 */
export function createHttpServer(
  services: Services,
  pages: PageHandler,
  securityHeaders: SecurityHeaders = defaultSecurityHeaders(),
  assets: CompressedAssets | null = null,
): http.Server & { drain(): Promise<void> } {
  let inFlight = 0;
  let idle: (() => void) | null = null;

  const server = http.createServer(async (req, res) => {
    inFlight++;
    res.on("close", () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
    try {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      for (const name of TRUSTED_HEADERS) delete req.headers[name];
      securityHeaders.apply(req, res, path);
      if (path === "/api" || path.startsWith("/api/")) {
        await serveApi(services, req, res);
      } else if (path === "/dashboard" || path.startsWith("/dashboard/")) {
        // Set here, never taken from the client: the dashboard layout decides access by this path.
        req.headers[PATHNAME_HEADER] = path;
        varyByLanguage(res);
        if (await gateDashboard(services, req, res)) await pages(req, res);
      } else if (assets?.serve(req, res, path)) {
        // A build asset in brotli (src/server/compressed-assets.ts).
      } else {
        if (path === "/dev/mail" && mayReadOutbox(req)) req.headers[OUTBOX_ACCESS_HEADER] = "1";
        varyByLanguage(res);
        await pages(req, res);
      }
    } catch (error) {
      const unavailable = unavailableInstead(error);
      if (unavailable instanceof AppError && !res.headersSent) {
        // The dashboard's gate reads the session before any page renders: the database away is a 503.
        res.writeHead(503, {
          "Content-Type": "application/json; charset=utf-8",
          "Retry-After": String(unavailable.retryAfterSeconds),
        });
        res.end(JSON.stringify({ error: unavailable.message, code: unavailable.code }));
        return;
      }
      logger.error("request failed", {
        url: req.url,
        error: error instanceof Error ? error.stack : String(error),
      });
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ error: "Something went wrong", code: "INTERNAL_SERVER_ERROR" }));
      } else {
        res.destroy();
      }
    }
  });
  server.keepAliveTimeout = 65_000;

  /** Stops accepting, lets in-flight requests finish (10 s at most), then closes every connection. */
  const drain = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      const done = () => {
        server.closeAllConnections();
        resolve();
      };
      if (inFlight === 0) return done();
      idle = done;
      setTimeout(done, 10_000).unref();
    });

  return Object.assign(server, { drain });
}

/**
 * A page's URL answers in the language the cookie or Accept-Language chose (see src/proxy.ts), so
 * every cache must key on them. Next writes its own Vary list for pages; this adds to it.
 */
function varyByLanguage(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== "vary") return setHeader(name, value);
    const listed = Array.isArray(value) ? value.join(", ") : String(value);
    return setHeader(name, /\bcookie\b/i.test(listed) ? listed : `${listed}, Cookie, Accept-Language`);
  };
  setHeader("Vary", "Cookie, Accept-Language");
}

/**
 * The address rate limits count against. Behind a trusted proxy it is the last X-Forwarded-For
 * entry, the one that proxy appended: the entries before it are whatever the client sent.
 */
export function clientIp(
  req: Pick<IncomingMessage, "headers"> & { socket: { remoteAddress?: string } },
  trustProxy = env().TRUST_PROXY,
): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const joined = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    const last = joined?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

async function serveApi(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const info = { ip: clientIp(req) };
  const url = new URL(req.url ?? "/", "http://api.local");
  if (isTrpcPath(url.pathname)) {
    // Queries take the plain path, as the REST rows do; the rest goes through tRPC's fetch adapter.
    const plain = await answerTrpcQuery(services, plainRequest(req, url), info);
    if (plain) return writePlainResponse(res, plain);
    const response = await handleTrpcRequest(services, toFetchRequest(req, res), info);
    // Refused before its body was read (too large): the rest of it must not be parsed as the next
    // request on this connection.
    if (!req.complete) res.setHeader("Connection", "close");
    await writeFetchResponse(res, response);
    return;
  }
  writePlainResponse(res, await handlePlainApiRequest(services, plainRequest(req, url), info));
}

function writePlainResponse(res: ServerResponse, response: PlainResponse): void {
  writeHeaders(res, response.headers);
  // An unread body (too large) would otherwise be read into the next request on this connection.
  if (response.status === 413) res.setHeader("Connection", "close");
  res.statusCode = response.status;
  res.end(response.body);
}

/** The REST table's view of a node request: no Fetch API objects on this path. */
function plainRequest(req: IncomingMessage, url: URL): PlainRequest {
  return {
    method: req.method ?? "GET",
    url,
    header(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    text() {
      return new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_JSON_BODY_BYTES) return void chunks.push(chunk);
          // Stop buffering; the 413 goes out with Connection: close, which ends the upload.
          req.off("data", onData);
          reject(new BodyTooLarge());
        };
        req.on("data", onData);
        req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        req.once("error", reject);
      });
    },
    bytes(limit) {
      return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size <= limit) return void chunks.push(chunk);
          req.off("data", onData);
          reject(new BodyTooLarge());
        };
        req.on("data", onData);
        req.once("end", () => resolve(Buffer.concat(chunks)));
        req.once("error", reject);
      });
    },
  };
}

/** Signed-out visitors are sent to sign-in, remembering where they were going. */
async function gateDashboard(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  const session = token ? await validateSessionToken(services.database.db, token) : null;
  if (token && session?.refreshed) res.setHeader("Set-Cookie", sessionCookie(token, session.expiresAt));
  if (session) {
    // The header's language switch (`?lang=`) on a member's page is their choice for the account too.
    await followLanguageSwitch(services.database.db, session.user, req.url);
    return true;
  }
  const next = encodeURIComponent(req.url ?? "/dashboard");
  res.writeHead(307, { Location: `/auth/sign-in?next=${next}`, "Cache-Control": "no-store" });
  res.end();
  return false;
}

/** Streams (SSE subscriptions, JSON lines) need to notice a client that goes away. */
function isStreaming(contentType: string | null | undefined): boolean {
  return /text\/event-stream|application\/jsonl/.test(contentType ?? "");
}

function toFetchRequest(req: IncomingMessage, res: ServerResponse): Request {
  const host = req.headers.host ?? "localhost";
  const url = new URL(req.url ?? "/", `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  let signal: AbortSignal | undefined;
  // An AbortSignal costs more than a small request itself: only streams get one.
  if (isStreaming(req.headers.accept) || req.headers["trpc-accept"] === "application/jsonl") {
    const controller = new AbortController();
    // The response closes when the client goes away (or when the stream is done).
    res.on("close", () => controller.abort());
    signal = controller.signal;
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal,
    // @types/node's RequestInit lacks `duplex`, which streaming bodies require.
    ...(hasBody ? ({ duplex: "half" } as object) : {}),
  });
}

function writeHeaders(res: ServerResponse, headers: Headers): void {
  const cookies = headers.getSetCookie();
  headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
}

async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  writeHeaders(res, response.headers);
  res.statusCode = response.status;
  if (!response.body) {
    res.end();
    return;
  }
  if (!isStreaming(response.headers.get("content-type"))) {
    // One write for headers and body: the common case, and twice as fast as streaming it.
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  // Streamed, so tRPC subscriptions (SSE) reach the browser unbuffered; and told to a reverse
  // proxy (nginx buffers responses unless told otherwise), so it does not hold events back either.
  res.setHeader("X-Accel-Buffering", "no");
  res.flushHeaders();
  try {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
  } catch (error) {
    // A tab that closes its event stream ends the response early: that is how streams end, not a
    // failure to log.
    if ((error as { code?: unknown }).code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
  }
}
