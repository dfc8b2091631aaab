import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageMetadata } from "@/components/site/page-metadata";
import { authPages } from "@/content/auth";

export const metadata: Metadata = pageMetadata({
  ...authPages.forgotPassword,
  path: "/auth/forgot-password",
});

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title={authPages.forgotPassword.title}
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link href="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
