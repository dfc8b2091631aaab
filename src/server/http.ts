import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { handleApiRequest } from "./api/handler";
import { readCookie, SESSION_COOKIE, sessionCookie, validateSessionToken } from "./auth/session";
import { env } from "./env";
import { logger } from "./logger";
import type { Services } from "./services";

export const PATHNAME_HEADER = "x-rishta-pathname";

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The process entry's server: `/api/*` goes straight to the API's fetch handler (tRPC and the REST
 * table), everything else to Next. Dashboard pages are gated here, before any rendering.
 */
export function createHttpServer(
  services: Services,
  pages: PageHandler,
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
      delete req.headers[PATHNAME_HEADER];
      if (path === "/api" || path.startsWith("/api/")) {
        await serveApi(services, req, res);
      } else if (path === "/dashboard" || path.startsWith("/dashboard/")) {
        // Set here, never taken from the client: the dashboard layout decides access by this path.
        req.headers[PATHNAME_HEADER] = path;
        if (await gateDashboard(services, req, res)) await pages(req, res);
      } else {
        await pages(req, res);
      }
    } catch (error) {
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

export function clientIp(req: IncomingMessage): string {
  if (env().TRUST_PROXY) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

async function serveApi(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await handleApiRequest(services, toFetchRequest(req), { ip: clientIp(req) });
  await writeFetchResponse(res, response);
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
  if (session) return true;
  const next = encodeURIComponent(req.url ?? "/dashboard");
  res.writeHead(307, { Location: `/auth/sign-in?next=${next}`, "Cache-Control": "no-store" });
  res.end();
  return false;
}

function toFetchRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? "localhost";
  const url = new URL(req.url ?? "/", `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const controller = new AbortController();
  req.on("close", () => {
    if (!req.complete) controller.abort();
  });
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: controller.signal,
    // @types/node's RequestInit lacks `duplex`, which streaming bodies require.
    ...(hasBody ? ({ duplex: "half" } as object) : {}),
  });
}

async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.statusCode = response.status;
  if (!response.body) {
    res.end();
    return;
  }
  // Streamed, so tRPC subscriptions (SSE) reach the browser unbuffered.
  res.flushHeaders();
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
}
