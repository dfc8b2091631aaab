import { describe, expect, it } from "vitest";
import { mayReadOutbox } from "@/server/dev/outbox";

const production = { NODE_ENV: "production", DEV_MAIL_OUTBOX: true } as const;
const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({
  headers,
  socket: { remoteAddress },
});

describe("who may read the dev mail outbox", () => {
  it("in production, a browser on this machine talking to the server directly", () => {
    expect(mayReadOutbox(request("127.0.0.1"), production)).toBe(true);
    expect(mayReadOutbox(request("::1"), production)).toBe(true);
    expect(mayReadOutbox(request("::ffff:127.0.0.1"), production)).toBe(true);
  });

  it("in production, nobody else: other addresses, or anything that came through a proxy", () => {
    expect(mayReadOutbox(request("192.168.1.20"), production)).toBe(false);
    expect(mayReadOutbox(request("::ffff:10.0.0.7"), production)).toBe(false);
    expect(mayReadOutbox(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), production)).toBe(false);
    expect(mayReadOutbox(request("127.0.0.1", { forwarded: "for=203.0.113.9" }), production)).toBe(false);
    expect(mayReadOutbox(request("127.0.0.1", { "x-real-ip": "203.0.113.9" }), production)).toBe(false);
  });

  it("nobody at all when the outbox is off", () => {
    expect(mayReadOutbox(request("127.0.0.1"), { ...production, DEV_MAIL_OUTBOX: false })).toBe(false);
    expect(mayReadOutbox(request("127.0.0.1"), { NODE_ENV: "development", DEV_MAIL_OUTBOX: false })).toBe(
      false,
    );
  });

  it("outside production, anyone (a phone on the developer's LAN)", () => {
    expect(mayReadOutbox(request("192.168.1.20"), { NODE_ENV: "development", DEV_MAIL_OUTBOX: true })).toBe(
      true,
    );
  });
});
