import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, createCompressedAssets } from "@/server/compressed-assets";

const script = `console.log(${JSON.stringify("a chunk of the build ".repeat(200))});\n`;
const style = `.card{color:red}\n`.repeat(100);

let dir: string;
let server: http.Server;
let base: string;
let precompressed: Awaited<ReturnType<ReturnType<typeof createCompressedAssets>["precompress"]>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "rishta-assets-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  mkdirSync(path.join(dir, "static/media"), { recursive: true });
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(path.join(dir, "static/chunks/app.js"), script);
  writeFileSync(path.join(dir, "static/chunks/site.css"), style);
  writeFileSync(path.join(dir, "static/media/font.woff2"), "not text");
  writeFileSync(path.join(dir, "server/secret.js"), "server code");
  const assets = createCompressedAssets(dir);
  precompressed = await assets.precompress();
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (!assets.serve(req, res, pathname)) {
      res.writeHead(299);
      res.end("passed on");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decode the body and hide the encoding). */
function get(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("brotli copies of the build's assets", () => {
  it("compresses the scripts and stylesheets under static/, nothing else", () => {
    expect(precompressed.files).toBe(2);
    expect(precompressed.bytes).toBe(Buffer.byteLength(script) + Buffer.byteLength(style));
    expect(precompressed.compressed).toBeLessThan(precompressed.bytes / 5);
  });

  it("answers a client that takes brotli with the copy, immutable and varying by encoding", async () => {
    const response = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString("utf8")).toBe(script);

    const css = await get("/_next/static/chunks/site.css", { "accept-encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotliDecompressSync(css.body).toString("utf8")).toBe(style);

    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("passes everything else on: no brotli, br refused, other files, other paths, other methods", async () => {
    const passedOn = async (url: string, headers: Record<string, string>, method = "GET") =>
      (await get(url, headers, method)).status === 299;
    expect(await passedOn("/_next/static/chunks/app.js", { "accept-encoding": "gzip" })).toBe(true);
    expect(await passedOn("/_next/static/chunks/app.js", { "accept-encoding": "br;q=0, gzip" })).toBe(true);
    expect(await passedOn("/_next/static/media/font.woff2", { "accept-encoding": "br" })).toBe(true);
    expect(await passedOn("/_next/static/chunks/missing.js", { "accept-encoding": "br" })).toBe(true);
    expect(await passedOn("/_next/static/../server/secret.js", { "accept-encoding": "br" })).toBe(true);
    expect(await passedOn("/_next/server/secret.js", { "accept-encoding": "br" })).toBe(true);
    expect(await passedOn("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST")).toBe(true);
  });

  it("reads Accept-Encoding's weights", () => {
    expect(acceptsBrotli("gzip, deflate, br")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
  });
});
