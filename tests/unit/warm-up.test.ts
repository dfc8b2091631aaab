import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfOrigin, warmUp } from "@/server/warm-up";

describe("warming the first pages at boot", () => {
  const seen: { path: string; language: string }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? "", language: String(req.headers["accept-language"]) });
    res.writeHead(req.url === "/broken" ? 500 : 200, { "content-type": "text/html" });
    res.end("<html></html>");
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("asks for each page once in each language, one after another, and reports what came back", async () => {
    const results = await warmUp(origin, ["/", "/packages", "/broken"]);
    expect(seen).toEqual([
      { path: "/", language: "en" },
      { path: "/", language: "ur" },
      { path: "/packages", language: "en" },
      { path: "/packages", language: "ur" },
      { path: "/broken", language: "en" },
      { path: "/broken", language: "ur" },
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 500, 500]);
  });

  it("does not throw when the server is gone, and reaches a wildcard address on loopback", async () => {
    const results = await warmUp("http://127.0.0.1:1", ["/"]);
    expect(results.map((result) => result.status)).toEqual([null, null]);
    expect(selfOrigin("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000");
    expect(selfOrigin("::", 3000)).toBe("http://127.0.0.1:3000");
    expect(selfOrigin("::1", 3000)).toBe("http://[::1]:3000");
    expect(selfOrigin("localhost", 3000)).toBe("http://localhost:3000");
  });
});
