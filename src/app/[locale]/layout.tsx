import type { Metadata, Viewport } from "next";
import { locale as rootLocale } from "next/root-params";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { urduFont } from "@/i18n/fonts";
import { DEFAULT_LOCALE, directionOf, isLocale, LOCALES } from "@/i18n/locales";
import { siteUrl } from "@/lib/site-url";
import "../globals.css";

/** Each page exists once per language; the proxy picks which one a request gets. */
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common.meta");
  return {
    metadataBase: siteUrl(),
    title: { default: t("title"), template: `%s · ${t("siteName")}` },
    description: t("description"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#9b1c3a" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const segment = await rootLocale();
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  return (
    <html lang={locale} dir={directionOf(locale)} className={locale === "ur" ? urduFont.variable : undefined}>
      <body className="min-h-dvh">
        {children}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
