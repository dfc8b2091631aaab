import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { pathWithQuery, type SearchParams } from "@/components/auth/search-params";
import { type ListingViewer, PublicListing } from "@/components/discovery/public-listing";
import { LowDataFonts } from "@/components/low-data/low-data-fonts";
import { container } from "@/components/site/container";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro } from "@/components/site/section";
import { searchParamsToInput } from "@/lib/discovery/search-filters";
import { lowDataRequest } from "@/lib/low-data-server";
import { cn } from "@/lib/utils";
import { currentUser, serverApi } from "@/trpc/server";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

async function pageOf(searchParams: Props["searchParams"]): Promise<number> {
  return searchParamsToInput({ page: (await searchParams).page }).page ?? 1;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [page, t] = await Promise.all([pageOf(searchParams), getTranslations("discovery.public")]);
  return pageMetadata({
    description: t("metaDescription"),
    title: page > 1 ? t("pageTitle", { page }) : t("metaTitle"),
    path: page > 1 ? `/proposals?page=${page}` : "/proposals",
  });
}

/**
 * The public listing (spec §2 "/proposals"). Rendered on the server for each request, calling the
 * search in-process: which profiles a visitor may see is the use case's decision (visibility
 * 'everyone' only). A signed-in member sees the same page with their own search (opposite gender,
 * match scores) and real actions; the dashboard has the filters. No tRPC client here (0007).
 */
export default async function ProposalsPage({ searchParams }: Props) {
  const params = await searchParams;
  const page = await pageOf(searchParams);
  const [user, result, lowData, t] = await Promise.all([
    currentUser(),
    serverApi().then((api) => api.profile.getAll({ page })),
    lowDataRequest(),
    getTranslations("discovery.public"),
  ]);
  const viewer: ListingViewer = !user ? "visitor" : user.role === "admin" ? "admin" : "member";
  const returnTo = pathWithQuery("/proposals", params);

  return (
    <>
      <LowDataFonts />
      <PageIntro title={t("title")} lead={t("lead")}>
        {viewer === "visitor" ? (
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span>{t("visitorNote")}</span>
            <Link
              href={`/auth/sign-in?next=${encodeURIComponent(returnTo)}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t("signIn")}
            </Link>
            <Link href="/auth/sign-up" className="font-medium text-primary underline underline-offset-4">
              {t("signUp")}
            </Link>
          </p>
        ) : viewer === "member" ? (
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span>{t("memberNote")}</span>
            <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
              {t("memberLink")}
            </Link>
          </p>
        ) : null}
      </PageIntro>
      <div className={cn(container, "py-10 sm:py-14")}>
        <PublicListing result={result} viewer={viewer} returnTo={returnTo} lowData={lowData} />
      </div>
    </>
  );
}
