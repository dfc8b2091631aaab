import { describe, expect, it } from "vitest";
import { directionOf, localeFromAcceptLanguage, resolveLocale } from "@/i18n/locales";

describe("choosing a page's language", () => {
  it("takes ?lang= first and asks to remember it when the cookie differs", () => {
    expect(resolveLocale({ query: "ur", cookie: "en", acceptLanguage: "en" })).toEqual({
      locale: "ur",
      remember: true,
    });
    expect(resolveLocale({ query: "UR", cookie: "ur" })).toEqual({ locale: "ur", remember: false });
    expect(resolveLocale({ query: "en", cookie: "ur" })).toEqual({ locale: "en", remember: true });
  });

  it("then the cookie, then Accept-Language, then English; unknown values are ignored", () => {
    expect(resolveLocale({ query: "fr", cookie: "ur", acceptLanguage: "en" })).toEqual({
      locale: "ur",
      remember: false,
    });
    expect(resolveLocale({ cookie: "xx", acceptLanguage: "ur-PK,ur;q=0.9,en;q=0.8" }).locale).toBe("ur");
    expect(resolveLocale({ acceptLanguage: "de-DE,de;q=0.9" }).locale).toBe("en");
    expect(resolveLocale({}).locale).toBe("en");
  });

  it("ranks Accept-Language by quality, then order, and skips q=0", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, ur;q=0.8")).toBe("ur");
    expect(localeFromAcceptLanguage("ur;q=0, en")).toBe("en");
    expect(localeFromAcceptLanguage("fr, ur-IN, en")).toBe("ur");
    expect(localeFromAcceptLanguage("")).toBeNull();
  });

  it("writes Urdu right to left", () => {
    expect(directionOf("ur")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});

describe("the page path a visitor sees", () => {
  it("drops the proxy's internal language segment, and only that", async () => {
    const { withoutLocale } = await import("@/i18n/use-page-pathname");
    expect(withoutLocale("/ur/about")).toBe("/about");
    expect(withoutLocale("/en")).toBe("/");
    expect(withoutLocale("/en/dashboard/profile")).toBe("/dashboard/profile");
    expect(withoutLocale("/english-lessons")).toBe("/english-lessons");
    expect(withoutLocale("/dashboard")).toBe("/dashboard");
  });
});
