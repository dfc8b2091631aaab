import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

// A page reached only through a mailed link (its token in the address): never indexed or referred.
export const metadata: Metadata = {
  title: "Choose a new password",
  referrer: "no-referrer",
  robots: { index: false, follow: false },
};
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam((await searchParams).token)?.trim();
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-5">
          <Alert variant="destructive">
            <AlertDescription>
              <p>
                This page needs the link from your password reset email. The link is missing or incomplete:
                open it again from the email, or ask for a new one.
              </p>
            </AlertDescription>
          </Alert>
          <Link href="/auth/forgot-password" className={buttonVariants({ className: "w-full" })}>
            Ask for a new reset link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
