import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConnectionList } from "@/components/connections/connection-list";
import { requireDashboardUser } from "@/components/dashboard/access";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("connections.meta");
  return { title: t("list") };
}
export const dynamic = "force-dynamic";

export default async function ConnectionsPage() {
  await requireDashboardUser("/dashboard/connections");
  const result = await (await serverApi()).connection.get({});
  // The member's own list (an administrator's answer without ids is everyone's: not shown here).
  return (
    <ConnectionList connections={"connections" in result && !("total" in result) ? result.connections : []} />
  );
}
