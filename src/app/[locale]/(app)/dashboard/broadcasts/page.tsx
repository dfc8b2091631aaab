import type { Metadata } from "next";
import { BroadcastForm } from "@/components/admin/broadcast-form";
import { BroadcastsTable } from "@/components/admin/broadcasts-table";
import { lastPage, listHref, readListParams } from "@/components/admin/list-params";
import { RefreshWhile } from "@/components/admin/refresh-while";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Broadcasts" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/broadcasts";
const PAGE_SIZE = 10;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A notification to every member or a segment, previewed and counted first; the ones sent. */
export default async function BroadcastsPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const { page } = readListParams(await searchParams);
  const api = await serverApi();
  const [sent, plans] = await Promise.all([
    api.notifications.broadcasts({ page, pageSize: PAGE_SIZE }),
    api.plans.get({ page: 1, pageSize: 100 }),
  ]);
  const planOptions = ("subscription_plans" in plans ? plans.subscription_plans : []).map((plan) => ({
    id: plan.id,
    name: plan.name,
  }));
  const delivering = sent.broadcasts.some((broadcast) => broadcast.status !== "sent");
  return (
    <div className="grid min-w-0 gap-8">
      <section aria-labelledby="new-broadcast" className="grid gap-4">
        <h2 id="new-broadcast" className="font-semibold text-lg">
          New broadcast
        </h2>
        <BroadcastForm plans={planOptions} />
      </section>
      <section aria-labelledby="sent-broadcasts" className="grid gap-3">
        <h2 id="sent-broadcasts" className="font-semibold text-lg">
          Sent broadcasts
        </h2>
        <BroadcastsTable broadcasts={sent.broadcasts} plans={planOptions} />
        <RefreshWhile active={delivering} />
        <Pagination
          page={page}
          last={lastPage(sent.total, PAGE_SIZE)}
          hrefFor={(target) => listHref(PATH, { page: target })}
          label="Broadcast pages"
        />
      </section>
    </div>
  );
}
