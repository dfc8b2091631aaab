import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireDashboardUser } from "@/components/dashboard/access";
import { ConversationList } from "@/components/messages/conversation-list";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("messages.meta");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

/** The member's conversations; at any width a thread is a page of its own (two screens at 360 px). */
export default async function MessagesPage() {
  await requireDashboardUser("/dashboard/messages");
  const initial = await (await serverApi()).messages.conversations({});
  return <ConversationList initial={initial} />;
}
