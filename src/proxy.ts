import { type NextRequest, NextResponse } from "next/server";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_QUERY, resolveLocale } from "@/i18n/locales";

/**
 * Picks each page request's language (`?lang=`, the cookie, Accept-Language) and rewrites it to the
 * `[locale]` segment, so URLs stay language-free (a shared link works in both) while every public
 * page is still prerendered once per language. A `?lang=` choice is remembered in the cookie.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { locale, remember } = resolveLocale({
    query: request.nextUrl.searchParams.get(LOCALE_QUERY),
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get("accept-language"),
  });
  // A clone of nextUrl, not a URL built from request.url: Next keeps it on this server (a URL whose
  // host differs from the one Next listens on is proxied out as an external rewrite).
  const target = request.nextUrl.clone();
  target.pathname = `/${locale}${pathname === "/" ? "" : pathname}`;
  const response = NextResponse.rewrite(target);
  // The same URL answers in either language; src/server/http.ts adds Cookie and Accept-Language to
  // the page's Vary (Next writes its own list after this).
  response.headers.set("Content-Language", locale);
  if (remember) {
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: "lax",
    });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's own assets, metadata images or any file with an extension.
  matcher: ["/((?!api/|api$|_next/|opengraph-image|icon|apple-icon|.*\\.[a-zA-Z0-9]+$).*)"],
};
