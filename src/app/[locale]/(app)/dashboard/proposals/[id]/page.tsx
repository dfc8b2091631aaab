import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { requireDashboardUser } from "@/components/dashboard/access";
import { ProposalDetail } from "@/components/proposals/proposal-detail";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("proposals.meta");
  return { title: t("detail") };
}
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const proposalId = z.uuid();

/** One proposal of the member's (a party's only; anything else is simply not found). */
export default async function ProposalDetailPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/proposals/${encodeURIComponent(id)}`);
  if (!proposalId.safeParse(id).success) notFound();
  const result = await (await serverApi()).proposal.get({ proposal_id: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!result || !("proposal" in result)) notFound();
  return <ProposalDetail proposal={result.proposal} />;
}
