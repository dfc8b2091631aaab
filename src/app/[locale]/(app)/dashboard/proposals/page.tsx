import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/components/auth/search-params";
import { firstParam } from "@/components/auth/search-params";
import { requireDashboardUser } from "@/components/dashboard/access";
import { ProposalsView } from "@/components/proposals/proposals-view";
import { isProposalTab } from "@/components/proposals/types";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("proposals.meta");
  return { title: t("list") };
}
export const dynamic = "force-dynamic";

/** The member's proposals, received and sent (`?tab=sent` opens the second tab). */
export default async function ProposalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireDashboardUser("/dashboard/proposals");
  const tab = firstParam((await searchParams).tab);
  const result = await (await serverApi()).proposal.get({});
  const proposals = "proposals" in result ? result.proposals : [];
  return <ProposalsView proposals={proposals} initialTab={isProposalTab(tab) ? tab : "received"} />;
}
