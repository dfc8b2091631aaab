import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { requireDashboardUser } from "@/components/dashboard/access";
import { MatchDetailCard } from "@/components/discovery/match-detail";
import { ProfileProposalAction } from "@/components/discovery/propose-action";
import { MessageAction } from "@/components/messages/message-action";
import { MemberProfileView } from "@/components/profile/page/member-profile";
import { nameLookupFor } from "@/components/profile/page/name-lookup";
import { MemberSafetyMenu } from "@/components/safety/member-safety-menu";
import { ShareProfileButton } from "@/components/share/share-profile-button";
import { buttonVariants } from "@/components/ui/button";
import { MESSAGE_PLAN_LIMIT_REACHED } from "@/server/messages/rules";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("discovery.meta");
  return { title: t("profile") };
}
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const profileId = z.uuid();

/**
 * Another member's profile by profile id; one the viewer may not see is simply not found. With the
 * match criterion by criterion, and Propose (or where a proposal stands, or View Connection), and
 * Block and Report.
 */
export default async function UserProfilePage({ params }: Props) {
  const { id } = await params;
  const viewer = await requireDashboardUser(`/dashboard/user-profile/${encodeURIComponent(id)}`);
  if (!profileId.safeParse(id).success) notFound();
  const api = await serverApi();
  const result = await api.profile.getUserProfile({ profileId: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!result) notFound();
  const { profile } = result;
  const t = await getTranslations("discovery.actions");
  const own = profile.id === viewer.profileId;
  // Message where the member's messages_privacy admits this viewer, or where they already talk.
  const messaging = own
    ? null
    : await api.messages.get({ profile_id: profile.id, limit: 1 }).catch((error: unknown) => {
        if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN"))
          return null;
        throw error;
      });
  // The plan's limit is not the other's choice: the thread then says how to get more messages.
  const mayMessage =
    messaging !== null &&
    (messaging.conversation.may_send ||
      messaging.conversation.id !== null ||
      messaging.conversation.reason === MESSAGE_PLAN_LIMIT_REACHED);
  return (
    <MemberProfileView
      profile={profile}
      names={nameLookupFor(await getLocale())}
      actions={
        // One's own profile, opened by its address: nothing to propose, only to edit.
        own ? (
          <Link href="/dashboard/profile" className={buttonVariants({ variant: "outline" })}>
            {t("editProfile")}
          </Link>
        ) : (
          <div className="flex flex-wrap items-start gap-2">
            <ProfileProposalAction
              profileId={profile.id}
              name={profile.display_name || "Member"}
              relation={profile}
            />
            {mayMessage ? (
              <MessageAction profileId={profile.id} name={profile.display_name || "Member"} />
            ) : null}
            <MemberSafetyMenu profileId={profile.id} name={profile.display_name || "this member"} />
            <ShareProfileButton profileId={profile.id} />
          </div>
        )
      }
    >
      {profile.match ? <MatchDetailCard match={profile.match} /> : null}
    </MemberProfileView>
  );
}
