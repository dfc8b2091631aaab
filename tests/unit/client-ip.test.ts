import { describe, expect, it } from "vitest";
import { clientIp } from "@/server/http";

const request = (remoteAddress: string, forwarded?: string | string[]) => ({
  headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  socket: { remoteAddress },
});

describe("the client address abuse limits count against", () => {
  it("is the socket's address unless a proxy is trusted", () => {
    expect(clientIp(request("203.0.113.5", "198.51.100.1"), false)).toBe("203.0.113.5");
  });

  it("behind a trusted proxy, is the entry that proxy appended, not one the client made up", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect(clientIp(request("127.0.0.1", "1.2.3.4, 198.51.100.7"), true)).toBe("198.51.100.7");
    expect(clientIp(request("127.0.0.1", ["1.2.3.4", "198.51.100.7"]), true)).toBe("198.51.100.7");
    expect(clientIp(request("127.0.0.1", "198.51.100.7"), true)).toBe("198.51.100.7");
  });

  it("falls back to the socket when the trusted proxy sent no address", () => {
    expect(clientIp(request("127.0.0.1"), true)).toBe("127.0.0.1");
    expect(clientIp(request("127.0.0.1", " "), true)).toBe("127.0.0.1");
  });
});
