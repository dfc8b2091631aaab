import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { Logo } from "@/components/brand/logo";
import { UnsubscribeConfirm } from "@/components/settings/unsubscribe-confirm";
import { unsubscribeSchema } from "@/lib/validation/mail-preferences";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.unsubscribe");
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: false },
    // The address carries the member's token: no other site is told it.
    referrer: "no-referrer",
  };
}

/**
 * `/unsubscribe?token=…&kind=…`, the link in every optional mail's footer (decision 0026). Opening
 * it changes nothing (mail scanners open links): the member confirms with the button, which posts
 * to the same one-click address the mail's List-Unsubscribe header names.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const parsed = unsubscribeSchema.safeParse({ token: params.token, kind: params.kind });
  const t = await getTranslations("settings");
  const settingsLink = (
    <Link href="/dashboard/settings" className="font-medium text-primary underline-offset-4 hover:underline">
      {t("unsubscribe.settingsLink")}
    </Link>
  );
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-4 py-10 sm:justify-center">
      <header className="mb-6">
        <Logo href="/" />
      </header>
      <main className="w-full max-w-md">
        {parsed.success ? (
          <AuthCard
            title={t("unsubscribe.title", { kind: t(`mail.kinds.${parsed.data.kind}.label`) })}
            description={t("unsubscribe.description")}
            footer={settingsLink}
          >
            <UnsubscribeConfirm token={parsed.data.token} kind={parsed.data.kind} />
          </AuthCard>
        ) : (
          <AuthCard
            title={t("unsubscribe.invalidTitle")}
            description={t("unsubscribe.invalidDescription")}
            footer={settingsLink}
          >
            <p className="text-muted-foreground text-sm">{t("unsubscribe.nothingChanged")}</p>
          </AuthCard>
        )}
      </main>
    </div>
  );
}
