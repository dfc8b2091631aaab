import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { ContactDetails } from "@/components/connections/contact-details";
import { requireDashboardUser } from "@/components/dashboard/access";
import { MessageAction } from "@/components/messages/message-action";
import { MemberProfileView } from "@/components/profile/page/member-profile";
import { nameLookupFor } from "@/components/profile/page/name-lookup";
import { MemberSafetyMenu } from "@/components/safety/member-safety-menu";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("connections.meta");
  return { title: t("detail") };
}
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const connectionId = z.uuid();

/** A connection's full profile (original photo) and its Contact Details; a party's only. */
export default async function ConnectionPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/connections/${encodeURIComponent(id)}`);
  if (!connectionId.safeParse(id).success) notFound();
  const result = await (await serverApi()).connection.get({ connection_id: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  // An administrator outside the pair reads it at /dashboard/member-connections/[id].
  if (!result || !("connection" in result) || !("profile" in result.connection)) notFound();
  const { profile, contact } = result.connection;
  const t = await getTranslations("connections.detail");
  const name = profile.display_name || t("thisMember");
  return (
    <MemberProfileView
      profile={profile}
      names={nameLookupFor(await getLocale())}
      back={{ href: "/dashboard/connections", label: t("back") }}
      actions={
        <div className="flex flex-wrap items-start gap-2">
          {/* Connections may always write to each other (a block aside, which the thread explains). */}
          <MessageAction profileId={profile.id} name={name} variant="default" />
          <ContactDetails name={name} email={contact.email} phone={contact.phone} />
          <MemberSafetyMenu profileId={profile.id} name={name} />
        </div>
      }
    />
  );
}
