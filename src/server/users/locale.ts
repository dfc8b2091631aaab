import { eq } from "drizzle-orm";
import { z } from "zod";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_QUERY, type Locale } from "@/i18n/locales";
import { localeField, type updateLanguageSchema } from "@/lib/validation/language";
import { requireMember } from "../auth/guards";
import { readCookie, secureCookies } from "../auth/session";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/**
 * The member's language on the account (issue 19). Settings writes it (and the `rishta_lang`
 * cookie the proxy reads); sign-up takes the one the visitor was using; sign-in brings it back to
 * a browser that has none; the header switch (`?lang=` on a dashboard page) updates it. The mails
 * a member gets are written in it.
 */
export const LANGUAGE_SAVED = "Language updated";

export const languageOutput = z.object({
  locale: localeField.describe("The account's language: `en` (English) or `ur` (Urdu)."),
});

export const languageUpdatedOutput = languageOutput.extend({
  message: z.string().describe(`What was done: "${LANGUAGE_SAVED}".`),
});

/**
 * The cookie the proxy picks page languages by, as the proxy itself writes it (not HttpOnly, a
 * year long, SameSite=Lax).
 */
export function localeCookie(locale: Locale): string {
  const parts = [
    `${LOCALE_COOKIE}=${locale}`,
    "Path=/",
    `Expires=${new Date(Date.now() + LOCALE_COOKIE_MAX_AGE * 1000).toUTCString()}`,
    `Max-Age=${LOCALE_COOKIE_MAX_AGE}`,
    "SameSite=Lax",
  ];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

/** The language a request's cookie names, if it names one. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** GET /api/language/get: the signed-in user's language. */
export function getLanguage(ctx: RequestContext): z.output<typeof languageOutput> {
  const member = requireMember(ctx);
  return { locale: member.user.locale };
}

/** PUT /api/language/update: stores the language and sets the cookie, so pages follow at once. */
export async function updateLanguage(
  ctx: RequestContext,
  input: z.output<typeof updateLanguageSchema>,
): Promise<z.output<typeof languageUpdatedOutput>> {
  const member = requireMember(ctx);
  await storeLocale(ctx.db, member.user.id, input.locale);
  member.user.locale = input.locale;
  ctx.resHeaders.append("Set-Cookie", localeCookie(input.locale));
  return { message: LANGUAGE_SAVED, locale: input.locale };
}

export async function storeLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A dashboard page opened with `?lang=xx` (the header's switch, a shared link) by a signed-in
 * member whose account holds another language: the account follows, in one UPDATE. Nothing is
 * written when it already holds that language (the common case costs no query).
 */
export async function followLanguageSwitch(
  db: Db,
  user: { id: string; locale: Locale },
  url: string | undefined,
): Promise<void> {
  const query = url?.includes("?") ? new URLSearchParams(url.slice(url.indexOf("?") + 1)) : null;
  const wanted = query?.get(LOCALE_QUERY)?.trim().toLowerCase();
  if (!isLocale(wanted) || wanted === user.locale) return;
  await storeLocale(db, user.id, wanted);
  user.locale = wanted;
}
