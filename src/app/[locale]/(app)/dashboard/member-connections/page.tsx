import type { Metadata } from "next";
import { ConnectionsTable } from "@/components/admin/connections-table";
import { ADMIN_PAGE_SIZE, lastPage, listHref, readListParams } from "@/components/admin/list-params";
import { ListSearch } from "@/components/admin/list-search";
import { requireDashboardUser } from "@/components/dashboard/access";
import { Pagination } from "@/components/discovery/pagination";
import { formatQuantity } from "@/lib/format";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Connections" };
export const dynamic = "force-dynamic";

const PATH = "/dashboard/member-connections";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every connection, for support cases: searched by either member's name or e-mail; read only. */
export default async function MemberConnectionsPage({ searchParams }: Props) {
  await requireDashboardUser(PATH);
  const { search, page } = readListParams(await searchParams);
  const result = await (await serverApi()).connection.get({ search, page, pageSize: ADMIN_PAGE_SIZE });
  const page_ = "total" in result ? result : { connections: [], total: 0 };
  return (
    <div className="grid min-w-0 gap-6">
      <ListSearch
        action={PATH}
        label="Search connections"
        placeholder="Either member's name or e-mail"
        search={search}
      />
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">
          Connections{" "}
          <span className="font-normal text-muted-foreground text-sm">
            ({page_.total >= 10_000 ? "10,000 or more" : formatQuantity(page_.total, "connection")})
          </span>
        </h2>
        <ConnectionsTable connections={page_.connections} />
      </div>
      <Pagination
        page={page}
        last={lastPage(page_.total)}
        hrefFor={(target) => listHref(PATH, { search, page: target })}
        label="Connection pages"
      />
    </div>
  );
}
