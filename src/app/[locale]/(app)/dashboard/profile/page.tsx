import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { requireDashboardUser } from "@/components/dashboard/access";
import { AdminAccount } from "@/components/profile/page/admin-account";
import { nameLookupFor } from "@/components/profile/page/name-lookup";
import { OwnProfileView } from "@/components/profile/page/own-profile";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Profile" };
export const dynamic = "force-dynamic";

export default async function ProfilePage() {
  const user = await requireDashboardUser("/dashboard/profile");
  if (user.role === "admin") return <AdminAccount user={user} />;
  if (!user.profileInfoStatus) redirect("/dashboard/profile/create");

  const api = await serverApi();
  const [{ profile }, subscription, verification] = await Promise.all([
    api.profile.get({}),
    // A member without a plan row yet still gets the page; the panel says the plan is unavailable.
    api.profile.getSubscription({}).then(
      (result) => result.subscription,
      (error: unknown) => {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
        throw error;
      },
    ),
    api.verifications.own(),
  ]);
  return (
    <OwnProfileView
      profile={profile}
      subscription={subscription}
      names={nameLookupFor(await getLocale())}
      verification={verification}
    />
  );
}
