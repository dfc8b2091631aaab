import type { Metadata } from "next";
import { site, siteCopy } from "@/content/site";
import { LOCALE_QUERY, type Locale } from "@/i18n/locales";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about": its canonical URL and Open Graph url (resolved by metadataBase). */
  path: string;
  /** The language this rendering of the page is in (`await getLocale()` in generateMetadata). */
  locale?: Locale;
  /** The home page's title stands alone; every other page gets " · Rishta" from the root template. */
  absoluteTitle?: boolean;
};

/** Open Graph's locale tags: the languages as spoken in Pakistan. */
export const openGraphLocale = { en: "en_PK", ur: "ur_PK" } as const satisfies Record<Locale, string>;

/** The service's name as each language writes it (the logo stays "Rishta"). */
const siteNameIn = { en: site.name, ur: "رشتہ" } as const satisfies Record<Locale, string>;

export function ogImage(locale: Locale) {
  return {
    url: "/opengraph-image",
    type: "image/png",
    width: 1200,
    height: 630,
    alt: `${siteNameIn[locale]}: ${siteCopy[locale].tagline}`,
  } as const;
}

/** A page's URL in one language: `?lang=` is read by the proxy, so a crawler gets that language. */
export function languageUrl(path: string, locale: Locale): string {
  return `${path}?${LOCALE_QUERY}=${locale}`;
}

/**
 * Both languages of a public page for crawlers: hreflang `en` and `ur` at `?lang=`, and the plain
 * URL (which follows the visitor's cookie or browser) as `x-default`. English keeps the plain URL
 * as its canonical; Urdu's canonical is its own `?lang=ur` URL, so it is not folded into English.
 */
export function canonicalUrl(path: string, locale: Locale): string {
  return locale === "en" ? path : languageUrl(path, locale);
}

export function languageAlternates(path: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  return {
    canonical: canonicalUrl(path, locale),
    languages: { en: languageUrl(path, "en"), ur: languageUrl(path, "ur"), "x-default": path },
  };
}

/** Title, description, canonical URL, hreflang links, Open Graph and Twitter card for a public page. */
export function pageMetadata({
  title,
  description,
  path,
  locale = "en",
  absoluteTitle = false,
}: PageMeta): Metadata {
  const siteName = siteNameIn[locale];
  const fullTitle = absoluteTitle ? title : `${title} · ${siteName}`;
  const image = ogImage(locale);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: languageAlternates(path, locale),
    openGraph: {
      title: fullTitle,
      description,
      url: canonicalUrl(path, locale),
      type: "website",
      siteName,
      locale: openGraphLocale[locale],
      alternateLocale: openGraphLocale[locale === "en" ? "ur" : "en"],
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image.url] },
  };
}
