import type { Metadata } from "next";
import { ADMIN_PAGE_SIZE, lastPage, listHref, readListParams } from "@/components/admin/list-params";
import { ListSearch } from "@/components/admin/list-search";
import { PlansTable } from "@/components/admin/plans-table";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Subscription Plans" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/subscription-plans";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The administrators' plans: every plan, inactive ones too, searched by name, a page at a time. */
export default async function SubscriptionPlansPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const { search, page } = readListParams(await searchParams);
  const result = await (await serverApi()).plans.get({ search, page, pageSize: ADMIN_PAGE_SIZE });
  const plans = "subscription_plans" in result ? result.subscription_plans : [];
  const total = "total" in result ? result.total : plans.length;
  return (
    <div className="grid min-w-0 gap-6">
      <ListSearch action={PATH} label="Search plans" placeholder="Plan name" search={search} />
      <PlansTable plans={plans} />
      <Pagination
        page={page}
        last={lastPage(total)}
        hrefFor={(target) => listHref(PATH, { search, page: target })}
        label="Plan pages"
      />
    </div>
  );
}
