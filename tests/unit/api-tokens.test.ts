import { describe, expect, it } from "vitest";
import { createApiTokenSchema } from "@/lib/validation/api-tokens";
import { restRoutes } from "@/server/api/rest";
import { parseEnv } from "@/server/env";
import {
  ADMIN_SCOPE_NEEDED,
  READ_SCOPE_ONLY,
  scopeNeeded,
  TOKEN_NOT_ACCEPTED,
  tokenScopeRefusal,
} from "@/server/tokens/scope";
import { bearerTokenOf, generateApiToken, hashApiToken, isWellFormedApiToken } from "@/server/tokens/secret";

/** Decision 0019: the token's shape, the scope rules, and CORS_ORIGINS. */

describe("API token secrets", () => {
  it("are prefixed, 256 random bits in base32, different every time, and hashed with SHA-256", () => {
    const tokens = new Set(Array.from({ length: 100 }, generateApiToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^rishta_pat_[a-z2-7]{52}$/);
      expect(isWellFormedApiToken(token)).toBe(true);
      expect(hashApiToken(token)).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(isWellFormedApiToken("rishta_pat_short")).toBe(false);
    expect(isWellFormedApiToken(`RISHTA_PAT_${"a".repeat(52)}`)).toBe(false);
  });

  it("are read from a Bearer header only", () => {
    expect(bearerTokenOf("Bearer abc")).toBe("abc");
    expect(bearerTokenOf("bearer   abc  ")).toBe("abc");
    expect(bearerTokenOf("Bearer")).toBe("");
    expect(bearerTokenOf("Basic dXNlcjpwYXNz")).toBeNull();
    expect(bearerTokenOf("Bearerabc")).toBeNull();
    expect(bearerTokenOf(null)).toBeNull();
    expect(bearerTokenOf("")).toBeNull();
  });
});

describe("token scopes", () => {
  const get = { method: "GET", auth: "member" } as const;
  const put = { method: "PUT", auth: "member" } as const;
  const adminPut = { method: "PUT", auth: "admin" } as const;
  const adminGet = { method: "GET", auth: "admin" } as const;

  it("read: GET rows only; write: every member row; admin: the administrators' rows too", () => {
    expect(tokenScopeRefusal(get, "read")).toBeNull();
    expect(tokenScopeRefusal(put, "read")).toBe(READ_SCOPE_ONLY);
    expect(tokenScopeRefusal(put, "write")).toBeNull();
    expect(tokenScopeRefusal(adminGet, "read")).toBe(ADMIN_SCOPE_NEEDED);
    expect(tokenScopeRefusal(adminPut, "write")).toBe(ADMIN_SCOPE_NEEDED);
    expect(tokenScopeRefusal(adminPut, "admin")).toBeNull();
    expect(tokenScopeRefusal({ method: "POST", auth: "public" }, "write")).toBeNull();
    expect(scopeNeeded(get)).toBe("read");
    expect(scopeNeeded(put)).toBe("write");
    expect(scopeNeeded(adminGet)).toBe("admin");
  });

  it("no scope reaches a session-only row", () => {
    for (const scope of ["read", "write", "admin"] as const) {
      expect(tokenScopeRefusal({ ...get, sessionOnly: true }, scope)).toBe(TOKEN_NOT_ACCEPTED);
    }
  });

  it("session-only: the token rows, the account doors and account deletion, and nothing else", () => {
    const sessionOnly = restRoutes.filter((route) => route.sessionOnly).map((route) => route.path);
    expect(sessionOnly.sort()).toEqual(
      [
        "/api/tokens/create",
        "/api/tokens/get",
        "/api/tokens/delete",
        "/api/auth/sign-up",
        "/api/auth/verify-email",
        "/api/auth/sign-in",
        "/api/auth/sign-out",
        "/api/auth/forgot-password",
        "/api/auth/reset-password",
        "/api/auth/change-password",
        "/api/profile/update/disable-profile",
      ].sort(),
    );
  });

  it("the creation schema takes 1 to 365 whole days and trims the name", () => {
    expect(createApiTokenSchema.parse({ name: "  CRM  ", scope: "write", expires_in_days: 365 })).toEqual({
      name: "CRM",
      scope: "write",
      expires_in_days: 365,
    });
    expect(
      createApiTokenSchema.safeParse({ name: "CRM", scope: "write", expires_in_days: 366 }).success,
    ).toBe(false);
    expect(
      createApiTokenSchema.safeParse({ name: "x".repeat(61), scope: "read", expires_in_days: 7 }).success,
    ).toBe(false);
  });
});

describe("CORS_ORIGINS", () => {
  const parse = (value: string | undefined) => {
    const source: Record<string, string | undefined> = { CORS_ORIGINS: value };
    return parseEnv(source as NodeJS.ProcessEnv).CORS_ORIGINS;
  };

  it("is off (no origins) when unset or empty", () => {
    expect(parse(undefined)).toEqual([]);
    expect(parse("")).toEqual([]);
  });

  it("reads comma-separated origins", () => {
    expect(parse("https://crm.example.com, http://localhost:5173 ,https://app.example.org")).toEqual([
      "https://crm.example.com",
      "http://localhost:5173",
      "https://app.example.org",
    ]);
  });

  it.each([
    "crm.example.com",
    "https://crm.example.com/",
    "https://crm.example.com/path",
    "ftp://files.example.com",
    "*",
  ])("refuses %s, naming the variable", (value) => {
    expect(() => parse(value)).toThrow(/CORS_ORIGINS: must be comma-separated origins/);
  });
});
