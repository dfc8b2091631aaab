import { describe, expect, it, vi } from "vitest";

// The compile runs on the server only; the rule is Next's.
vi.mock("server-only", () => ({}));

const { clientMessages, requestMessages } = await import("@/i18n/client-messages");
const { CLIENT_NAMESPACES } = await import("@/i18n/catalog");

describe("catalogs handed to next-intl, precompiled", () => {
  it("compiles ICU messages and leaves plain ones as strings", () => {
    const discovery = requestMessages("en").discovery as Record<string, Record<string, unknown>>;
    // "{count, plural, =0 {No profiles found} one {# profile found} other {# profiles found}}"
    expect(Array.isArray(discovery.count?.found)).toBe(true);
    expect(discovery.view?.filters).toBe("Filters");
  });

  it("a group gets its namespaces of the language's compiled catalogs, English without `errors`", () => {
    const english = clientMessages("en", "site");
    const urdu = clientMessages("ur", "site");
    expect(Object.keys(english).sort()).toEqual(
      CLIENT_NAMESPACES.site.filter((namespace) => namespace !== "errors").sort(),
    );
    expect(Object.keys(urdu).sort()).toEqual([...CLIENT_NAMESPACES.site].sort());
    expect(urdu.site).toBe(requestMessages("ur").site);
  });

  it("compiled messages are plain data React can hand to client components", () => {
    const text = JSON.stringify(requestMessages("ur"));
    expect(JSON.parse(text)).toEqual(requestMessages("ur"));
    const plural = (requestMessages("en").discovery as unknown as { count: { found: unknown[] } }).count
      .found;
    const options = plural[0] as unknown[];
    expect(Object.getPrototypeOf(options[2])).toBe(Object.prototype);
  });
});
