import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { withNext } from "@/components/auth/auth-links";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { pageMetadata } from "@/components/site/page-metadata";
import { authPages } from "@/content/auth";
import { safeNextPath } from "@/lib/safe-next";
import { currentUser } from "@/trpc/server";

export const metadata: Metadata = pageMetadata({ ...authPages.signUp, path: "/auth/sign-up" });
export const dynamic = "force-dynamic";

export default async function SignUpPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const next = firstParam((await searchParams).next);
  if (await currentUser()) redirect(safeNextPath(next));
  return (
    <AuthCard
      title={authPages.signUp.title}
      description="Join Rishta to build your profile and meet suitable matches in Pakistan and the UAE."
      footer={
        <>
          <span>Already have an account?</span>
          <Link
            href={withNext("/auth/sign-in", next)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm next={next} />
    </AuthCard>
  );
}
