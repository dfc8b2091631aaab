/**
 * The two languages the member-facing site speaks, and how a request picks one. Pure: the proxy,
 * the API, the mailer and the tests all decide the same way.
 */
export const LOCALES = ["en", "ur"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Remembers the visitor's choice for a year; read by the proxy and by the API for e-mails. */
export const LOCALE_COOKIE = "rishta_lang";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** `?lang=ur` on any page URL selects Urdu, so a shared link opens in the sender's language. */
export const LOCALE_QUERY = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language: Urdu is right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ur" ? "rtl" : "ltr";
}

/** The BCP 47 tag for Intl formatting: Pakistan's conventions (Latin digits, lakh-free grouping). */
export function intlTagOf(locale: Locale): string {
  return locale === "ur" ? "ur-PK" : "en-PK";
}

/** The first supported language an Accept-Language header asks for, by quality then order. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) if (isLocale(entry.language)) return entry.language;
  return null;
}

/**
 * A page request's language: `?lang=` first (a shared link), then the remembered cookie, then the
 * browser's Accept-Language on a first visit, then English. `remember` says the cookie must be
 * (re)written because the query chose a language the cookie does not hold.
 */
export function resolveLocale(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { locale: Locale; remember: boolean } {
  const query = input.query?.trim().toLowerCase();
  if (isLocale(query)) return { locale: query, remember: query !== input.cookie };
  if (isLocale(input.cookie)) return { locale: input.cookie, remember: false };
  return { locale: localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE, remember: false };
}
