import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { withNext } from "@/components/auth/auth-links";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { SignInForm } from "@/components/auth/sign-in-form";
import { pageMetadata } from "@/components/site/page-metadata";
import { authPages } from "@/content/auth";
import { safeNextPath } from "@/lib/safe-next";
import { currentUser } from "@/trpc/server";

export const metadata: Metadata = pageMetadata({ ...authPages.signIn, path: "/auth/sign-in" });
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const next = firstParam((await searchParams).next);
  if (await currentUser()) redirect(safeNextPath(next));
  return (
    <AuthCard
      title={authPages.signIn.title}
      description="Welcome back. Sign in to see your proposals, connections and messages."
      footer={
        <>
          <span>New to Rishta?</span>
          <Link
            href={withNext("/auth/sign-up", next)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm next={next} />
    </AuthCard>
  );
}
