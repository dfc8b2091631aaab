import type { Metadata } from "next";
import type { ReactNode } from "react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { ogImage } from "@/components/site/page-metadata";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { site, siteUi } from "@/content/site";
import { siteUrl } from "@/lib/site-url";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  applicationName: site.name,
  openGraph: { siteName: site.name, type: "website", locale: "en_PK", images: [ogImage] },
};

/** The public pages: skip link, site header, the page, site footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <IntlProvider group="site">
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
        >
          {siteUi.skipLink}
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
