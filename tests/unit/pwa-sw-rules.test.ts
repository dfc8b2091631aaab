import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

/** The service worker's pure rules (public/sw.js), run in a bare context: no worker scope. */
type Route = "page" | "asset" | "navigation" | "network";
type Rules = {
  routeOf(
    request: { url: string; method: string; mode: string; headers?: Record<string, string | null> },
    origin: string,
  ): Route;
  languageOf(url: string, cookie: string | null, languages: readonly string[]): "en" | "ur";
  pageKey(url: string, language: string): string;
};

const context = vm.createContext({ URL });
vm.runInContext(readFileSync("public/sw.js", "utf8"), context);
const rules = context as unknown as Rules;

const ORIGIN = "https://rishta.example";
const navigate = (path: string) =>
  rules.routeOf({ url: `${ORIGIN}${path}`, method: "GET", mode: "navigate" }, ORIGIN);
const fetched = (path: string, headers: Record<string, string | null> = {}) =>
  rules.routeOf({ url: `${ORIGIN}${path}`, method: "GET", mode: "cors", headers }, ORIGIN);

describe("service worker routing", () => {
  it("never handles API answers, whatever the request", () => {
    for (const path of ["/api/trpc/profile.get", "/api/profiles/12/image?variant=thumb", "/api"]) {
      expect(fetched(path)).toBe("network");
      expect(navigate(path)).toBe("network");
    }
    expect(fetched("/_next/image?url=%2Fapi%2Fphotos%2F1&w=256&q=75")).toBe("network");
  });

  it("keeps public pages stale-while-revalidate, with or without ?lang=", () => {
    for (const path of ["/", "/about", "/faq", "/privacy-policy", "/about/", "/faq?lang=ur", "/offline"]) {
      expect(navigate(path), path).toBe("page");
    }
  });

  it("never stores dashboard, auth, personalised or unknown pages: network, offline page on failure", () => {
    for (const path of [
      "/dashboard",
      "/dashboard/help",
      "/auth/sign-in",
      "/proposals",
      "/packages",
      "/share/42",
      "/about?utm=x",
    ]) {
      expect(navigate(path), path).toBe("navigation");
    }
  });

  it("leaves RSC payloads, other methods and other origins to the browser", () => {
    expect(fetched("/about?_rsc=abc")).toBe("network");
    expect(fetched("/about", { rsc: "1" })).toBe("network");
    expect(fetched("/", { "next-router-prefetch": "1" })).toBe("network");
    expect(rules.routeOf({ url: `${ORIGIN}/about`, method: "POST", mode: "navigate" }, ORIGIN)).toBe(
      "network",
    );
    expect(rules.routeOf({ url: "https://wa.me/?text=x", method: "GET", mode: "navigate" }, ORIGIN)).toBe(
      "network",
    );
  });

  it("caches build files and icons first", () => {
    expect(fetched("/_next/static/chunks/app-123.js")).toBe("asset");
    expect(fetched("/_next/static/css/a.css")).toBe("asset");
    expect(fetched("/icons/icon-192.png")).toBe("asset");
  });
});

describe("service worker language", () => {
  it("follows the proxy's order: ?lang=, cookie, browser languages, English", () => {
    expect(rules.languageOf(`${ORIGIN}/?lang=ur`, "en", ["en-GB"])).toBe("ur");
    expect(rules.languageOf(`${ORIGIN}/?lang=xx`, "ur", ["en"])).toBe("ur");
    expect(rules.languageOf(`${ORIGIN}/`, null, ["de-DE", "ur-PK"])).toBe("ur");
    expect(rules.languageOf(`${ORIGIN}/`, null, ["de"])).toBe("en");
  });

  it("keys a cached page on its path and language only", () => {
    expect(rules.pageKey(`${ORIGIN}/about?lang=ur`, "ur")).toBe(`${ORIGIN}/about?sw-lang=ur`);
    expect(rules.pageKey(`${ORIGIN}/about`, "en")).not.toBe(rules.pageKey(`${ORIGIN}/about`, "ur"));
  });
});
