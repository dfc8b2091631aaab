import type { Metadata } from "next";
import Link from "next/link";
import { pathWithQuery, type SearchParams } from "@/components/auth/search-params";
import { type ListingViewer, PublicListing } from "@/components/discovery/public-listing";
import { container } from "@/components/site/container";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro } from "@/components/site/section";
import { proposalsPage as copy } from "@/content/proposals";
import { searchParamsToInput } from "@/lib/discovery/search-filters";
import { cn } from "@/lib/utils";
import { currentUser, serverApi } from "@/trpc/server";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

async function pageOf(searchParams: Props["searchParams"]): Promise<number> {
  return searchParamsToInput({ page: (await searchParams).page }).page ?? 1;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = await pageOf(searchParams);
  return pageMetadata({
    ...copy.meta,
    title: page > 1 ? copy.pageTitle(page) : copy.meta.title,
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
  const [user, result] = await Promise.all([
    currentUser(),
    serverApi().then((api) => api.profile.getAll({ page })),
  ]);
  const viewer: ListingViewer = !user ? "visitor" : user.role === "admin" ? "admin" : "member";
  const returnTo = pathWithQuery("/proposals", params);

  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead}>
        {viewer === "visitor" ? (
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span>{copy.visitorNote.text}</span>
            <Link
              href={`/auth/sign-in?next=${encodeURIComponent(returnTo)}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {copy.visitorNote.signIn}
            </Link>
            <Link href="/auth/sign-up" className="font-medium text-primary underline underline-offset-4">
              {copy.visitorNote.signUp}
            </Link>
          </p>
        ) : viewer === "member" ? (
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span>{copy.memberNote.text}</span>
            <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
              {copy.memberNote.link}
            </Link>
          </p>
        ) : null}
      </PageIntro>
      <div className={cn(container, "py-10 sm:py-14")}>
        <PublicListing result={result} viewer={viewer} returnTo={returnTo} />
      </div>
    </>
  );
}
