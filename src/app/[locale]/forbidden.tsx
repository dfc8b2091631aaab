import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { AccessDenied } from "@/components/dashboard/access-denied";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.pages");
  return { title: t("forbiddenTitle") };
}

/** Rendered, with HTTP 403, wherever `forbidden()` is called outside the dashboard's pages. */
export default function Forbidden() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10">
      <header>
        <Logo href="/" />
      </header>
      <main className="w-full">
        <AccessDenied as="h1" />
      </main>
    </div>
  );
}
