import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { requireDashboardUser } from "@/components/dashboard/access";
import { ThreadView } from "@/components/messages/thread-view";
import { MemberSafetyMenu } from "@/components/safety/member-safety-menu";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("messages.meta");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const conversationId = z.uuid();

/** One conversation; to anyone but its two members it does not exist. */
export default async function ConversationPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/messages/${encodeURIComponent(id)}`);
  if (!conversationId.safeParse(id).success) notFound();
  const initial = await (await serverApi()).messages.get({ conversation_id: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!initial) notFound();
  return (
    <ThreadView
      key={id}
      initial={initial}
      headerActions={
        <MemberSafetyMenu
          profileId={initial.conversation.other.profile_id}
          name={initial.conversation.other.display_name}
          stayAfterBlock
        />
      }
    />
  );
}
