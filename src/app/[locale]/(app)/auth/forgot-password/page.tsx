import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageMetadata } from "@/components/site/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.meta.forgotPassword");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/auth/forgot-password" });
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <AuthCard
      title={t("meta.forgotPassword.title")}
      description={t("forgot.intro")}
      footer={
        <Link href="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("forgot.back")}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
