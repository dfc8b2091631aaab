import { describe, expect, it } from "vitest";
import type { ValidSession } from "@/server/auth/session";
import { SessionCache } from "@/server/auth/session-cache";

const T0 = Date.UTC(2026, 10, 24, 12);

function session(sessionId: string, userId: string, expiresInMs = 60 * 60 * 1000): ValidSession {
  return {
    sessionId,
    expiresAt: new Date(T0 + expiresInMs),
    refreshed: true,
    user: { id: userId } as ValidSession["user"],
  };
}

describe("SessionCache", () => {
  it("answers a stored session until its time limit, then forgets it", () => {
    const cache = new SessionCache(30_000);
    cache.set(session("s1", "u1"), cache.epoch, T0);
    expect(cache.get("s1", T0 + 29_999)?.user.id).toBe("u1");
    expect(cache.get("s1", T0 + 30_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("never answers a session past its own expiry, even within the time limit", () => {
    const cache = new SessionCache(30_000);
    cache.set(session("s1", "u1", 10_000), cache.epoch, T0);
    expect(cache.get("s1", T0 + 9_999)).not.toBeNull();
    expect(cache.get("s1", T0 + 10_000)).toBeNull();
  });

  it("stores a cached answer as not refreshed, so the cookie is not re-sent from memory", () => {
    const cache = new SessionCache();
    cache.set(session("s1", "u1"), cache.epoch, T0);
    expect(cache.get("s1", T0)?.refreshed).toBe(false);
  });

  it("drops an answer read before an eviction that happened while the database was queried", () => {
    const cache = new SessionCache();
    const epoch = cache.epoch; // a reader starts its query
    cache.forgetSession("s1"); // a sign-out commits and evicts meanwhile
    cache.set(session("s1", "u1"), epoch, T0); // the stale answer arrives
    expect(cache.get("s1", T0)).toBeNull();
    cache.set(session("s1", "u1"), cache.epoch, T0);
    expect(cache.get("s1", T0)).not.toBeNull();
  });

  it("forgets every session of one user and no one else's", () => {
    const cache = new SessionCache();
    cache.set(session("a1", "ua"), cache.epoch, T0);
    cache.set(session("a2", "ua"), cache.epoch, T0);
    cache.set(session("b1", "ub"), cache.epoch, T0);
    cache.forgetUser("ua");
    expect(cache.get("a1", T0)).toBeNull();
    expect(cache.get("a2", T0)).toBeNull();
    expect(cache.get("b1", T0)?.user.id).toBe("ub");
  });

  it("applies the database's notifications: session, user and all", () => {
    const cache = new SessionCache();
    const fill = () => {
      cache.set(session("a1", "ua"), cache.epoch, T0);
      cache.set(session("b1", "ub"), cache.epoch, T0);
    };
    fill();
    cache.applyNotification("session:a1");
    expect(cache.get("a1", T0)).toBeNull();
    expect(cache.get("b1", T0)).not.toBeNull();

    fill();
    cache.applyNotification("user:ub");
    expect(cache.get("a1", T0)).not.toBeNull();
    expect(cache.get("b1", T0)).toBeNull();

    fill();
    cache.applyNotification("all");
    expect(cache.size).toBe(0);
  });

  it("treats an unknown notification as a reason to forget everything", () => {
    const cache = new SessionCache();
    cache.set(session("a1", "ua"), cache.epoch, T0);
    cache.applyNotification("something-new");
    expect(cache.size).toBe(0);
  });
});
