import { SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.pages");
  return { title: t("notFoundTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("errors.pages");
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10">
      <header>
        <Logo href="/" />
      </header>
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchXIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl">{t("notFoundTitle")}</h1>
        <p className="text-muted-foreground">{t("notFoundText")}</p>
        <Link href="/" className={buttonVariants()}>
          {t("home")}
        </Link>
      </main>
    </div>
  );
}
