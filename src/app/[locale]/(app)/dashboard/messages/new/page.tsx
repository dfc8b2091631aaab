import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { requireDashboardUser } from "@/components/dashboard/access";
import { ThreadView } from "@/components/messages/thread-view";
import { threadHref } from "@/components/messages/types";
import { MemberSafetyMenu } from "@/components/safety/member-safety-menu";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("messages.meta");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ to?: string | string[] }> };

const profileId = z.uuid();

/**
 * The Message action's target (`?to=` a profile id): the conversation with that member if there is
 * one, otherwise an empty thread whose first message starts it. A member one may not see is not found.
 */
export default async function NewConversationPage({ searchParams }: Props) {
  const { to } = await searchParams;
  await requireDashboardUser("/dashboard/messages/new");
  const target = typeof to === "string" ? to : undefined;
  if (!target || !profileId.safeParse(target).success) notFound();
  const initial = await (await serverApi()).messages.get({ profile_id: target }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!initial) notFound();
  if (initial.conversation.id) redirect(threadHref(initial.conversation.id));
  return (
    <ThreadView
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
