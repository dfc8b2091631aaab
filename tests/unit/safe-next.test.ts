import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/safe-next";

describe("safeNextPath", () => {
  it.each([
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "/./\\evil.com",
    "/..//evil.com",
    "/.//evil.com",
    "/a/..//evil.com",
    "/%2e%2e//evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\tevil.com",
    "/\nevil.com",
    "dashboard",
    " /dashboard",
    "",
    "/auth/sign-in",
    "/auth/sign-out?next=/dashboard",
  ])("refuses %j and falls back to /dashboard", (next) => {
    expect(safeNextPath(next)).toBe("/dashboard");
  });

  it("falls back for a missing value, and to the caller's fallback", () => {
    expect(safeNextPath(null)).toBe("/dashboard");
    expect(safeNextPath(undefined)).toBe("/dashboard");
    expect(safeNextPath("//evil.com", "/")).toBe("/");
  });

  it.each([
    ["/dashboard/proposals?tab=sent", "/dashboard/proposals?tab=sent"],
    ["/dashboard", "/dashboard"],
    ["/dashboard/user-profile/42#photos", "/dashboard/user-profile/42#photos"],
    ["/packages", "/packages"],
    ["/dashboard/proposals?next=//evil.com", "/dashboard/proposals?next=//evil.com"],
    ["/dashboard/../packages", "/packages"],
  ])("keeps the same-site path %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it("always answers a path that stays on this site", () => {
    for (const next of ["/%2F%2Fevil.com", "/%5Cevil.com", "/..//evil.com", "/.%2F/evil.com"]) {
      const path = safeNextPath(next);
      expect(path.startsWith("/")).toBe(true);
      expect(path.startsWith("//")).toBe(false);
      expect(new URL(path, "https://rishta.example").origin).toBe("https://rishta.example");
    }
  });
});
