import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { withNext } from "@/components/auth/auth-links";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { SignInForm } from "@/components/auth/sign-in-form";
import { pageMetadata } from "@/components/site/page-metadata";
import { safeNextPath } from "@/lib/safe-next";
import { currentUser } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.meta.signIn");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/auth/sign-in" });
}
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const next = firstParam((await searchParams).next);
  if (await currentUser()) redirect(safeNextPath(next));
  const t = await getTranslations("auth");
  return (
    <AuthCard
      title={t("meta.signIn.title")}
      description={t("signIn.intro")}
      footer={
        <>
          <span>{t("signIn.newHere")}</span>
          <Link
            href={withNext("/auth/sign-up", next)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("signIn.createAccount")}
          </Link>
        </>
      }
    >
      <SignInForm next={next} />
    </AuthCard>
  );
}
