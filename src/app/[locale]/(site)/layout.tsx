import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { ogImage, openGraphLocale } from "@/components/site/page-metadata";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { siteUrl } from "@/lib/site-url";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations("common.meta");
  return {
    metadataBase: siteUrl(),
    applicationName: t("siteName"),
    openGraph: {
      siteName: t("siteName"),
      type: "website",
      locale: openGraphLocale[locale],
      images: [ogImage(locale)],
    },
  };
}

/** The public pages: skip link, site header, the page, site footer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("site");
  return (
    <IntlProvider group="site">
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
        >
          {t("skipLink")}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </IntlProvider>
  );
}
