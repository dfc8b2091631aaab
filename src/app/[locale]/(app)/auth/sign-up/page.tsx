import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { withNext } from "@/components/auth/auth-links";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { pageMetadata } from "@/components/site/page-metadata";
import { safeNextPath } from "@/lib/safe-next";
import { currentUser } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.meta.signUp");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/auth/sign-up" });
}
export const dynamic = "force-dynamic";

export default async function SignUpPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const next = firstParam((await searchParams).next);
  if (await currentUser()) redirect(safeNextPath(next));
  const t = await getTranslations("auth");
  return (
    <AuthCard
      title={t("meta.signUp.title")}
      description={t("signUp.intro")}
      footer={
        <>
          <span>{t("signUp.haveAccount")}</span>
          <Link
            href={withNext("/auth/sign-in", next)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("signUp.signIn")}
          </Link>
        </>
      }
    >
      <SignUpForm next={next} />
    </AuthCard>
  );
}
