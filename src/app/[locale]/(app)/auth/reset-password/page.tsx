import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

// A page reached only through a mailed link (its token in the address): never indexed or referred.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.meta.resetPassword");
  return {
    title: t("title"),
    referrer: "no-referrer",
    robots: { index: false, follow: false },
  };
}
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam((await searchParams).token)?.trim();
  const t = await getTranslations("auth");
  return (
    <AuthCard title={t("meta.resetPassword.title")}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-5">
          <Alert variant="destructive">
            <AlertDescription>
              <p>{t("reset.missingLink")}</p>
            </AlertDescription>
          </Alert>
          <Link href="/auth/forgot-password" className={buttonVariants({ className: "w-full" })}>
            {t("reset.askNew")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
