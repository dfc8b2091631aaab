import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpServer } from "@/server/http";
import type { TestApp } from "../app";

/**
 * The fuzzing goes through the process entry itself (src/server/http.ts) over loopback, as
 * production requests do: the REST rows read their bodies from the socket there, not from a Fetch
 * Request as the in-process test client's do. Next is replaced by a page that answers 404.
 */

export type RawRequest = {
  method: string;
  /** Path and query, already percent-encoded where Node's client requires it. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
};

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type FuzzServer = {
  send(request: RawRequest): Promise<RawAnswer>;
  close(): Promise<void>;
};

export async function startFuzzServer(app: TestApp): Promise<FuzzServer> {
  const server = createHttpServer(app.services, async (_req, res) => {
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("not a page");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  const send = (request: RawRequest) =>
    new Promise<RawAnswer>((resolve, reject) => {
      // Node's client sends a DELETE's body without a length unless told: the server would read
      // it as the next request.
      const headers = request.body
        ? { ...request.headers, "content-length": String(request.body.length) }
        : request.headers;
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: request.method,
          path: request.path,
          headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(request.body);
    });

  return {
    send,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
