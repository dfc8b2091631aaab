import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireDashboardUser } from "@/components/dashboard/access";
import { NotificationsView } from "@/components/notifications/notifications-view";
import { NOTIFICATIONS_PAGE_SIZE } from "@/components/notifications/page-size";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications.meta");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

/** The signed-in user's notifications, unread first; the list follows the event stream live. */
export default async function NotificationsPage() {
  const user = await requireDashboardUser("/dashboard/notifications");
  const first = await (await serverApi()).notifications.get({
    user_id: user.id,
    page: 1,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  });
  return <NotificationsView userId={user.id} initial={first} />;
}
