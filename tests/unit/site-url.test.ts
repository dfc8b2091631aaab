import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl, siteUrl } from "@/lib/site-url";

describe("the site's public address (canonical URLs, sitemap)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is APP_URL when set", () => {
    vi.stubEnv("APP_URL", "https://rishta.example.pk");
    expect(absoluteUrl("/about")).toBe("https://rishta.example.pk/about");
  });

  it("falls back like the server's mailed links: http://localhost:$PORT", () => {
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("PORT", "8080");
    expect(siteUrl().toString()).toBe("http://localhost:8080/");
    vi.stubEnv("PORT", "");
    expect(siteUrl().toString()).toBe("http://localhost:3000/");
  });

  it("ignores a value that is not an http(s) address", () => {
    vi.stubEnv("PORT", "");
    vi.stubEnv("APP_URL", "ftp://files.example.com");
    expect(siteUrl().toString()).toBe("http://localhost:3000/");
  });
});
