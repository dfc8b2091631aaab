import { TRPCError } from "@trpc/server";
import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReportDetail } from "@/components/admin/report-detail";
import { requireDashboardUser } from "@/components/dashboard/access";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Moderation Item" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One moderation item: what it is about (the messages, or the profile), and the actions that close it. */
export default async function ModerationItemPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/moderation/${encodeURIComponent(id)}`);
  const result = await (await serverApi()).reports
    .get({ report_id: id, status: "open", page: 1, pageSize: 1 })
    .catch((error: unknown) => {
      // An unknown id, or one that is not an id at all, is this page's not-found.
      if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST"].includes(error.code)) return null;
      throw error;
    });
  if (!result || !("report" in result)) notFound();
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        href="/dashboard/moderation"
        className="w-fit rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon aria-hidden="true" className="inline size-4 rtl:rotate-180" /> The queue
      </Link>
      <ReportDetail report={result.report} />
    </div>
  );
}
