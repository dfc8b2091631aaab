import { locale as rootLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { DISPLAY_TIME_ZONE } from "@/lib/format";
import { requestMessages } from "./client-messages";
import { DEFAULT_LOCALE, isLocale } from "./locales";

/**
 * next-intl's per-request configuration. The language is the `[locale]` root segment, which the
 * proxy fills in from `?lang=`, the cookie or Accept-Language: the URL a visitor sees never carries
 * it, and each public page is still rendered once per language at build time.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  const segment = explicit ?? (await rootLocale());
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  return { locale, messages: requestMessages(locale), timeZone: DISPLAY_TIME_ZONE };
});
