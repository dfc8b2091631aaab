import { WifiOffIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { RetryButton } from "@/components/pwa/retry-button";
import { buttonVariants } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pwa.offline");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * What the service worker (public/sw.js) shows for a navigation the network cannot answer:
 * prerendered once per language and precached in both. Outside the (site) group so it needs only
 * the root layout's CSS and one small script.
 */
export default async function OfflinePage() {
  const t = await getTranslations("pwa.offline");
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10">
      <header>
        <Logo href="/" />
      </header>
      <main
        id="main"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <WifiOffIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("text")}</p>
        <p className="text-muted-foreground text-sm">{t("cached")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <RetryButton label={t("retry")} />
          {/* A plain link: the worker answers it from its cache. */}
          <a href="/" className={buttonVariants({ variant: "outline" })}>
            {t("home")}
          </a>
        </div>
      </main>
    </div>
  );
}
