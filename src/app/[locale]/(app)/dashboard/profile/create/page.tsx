import type { Metadata } from "next";
import { forbidden, redirect } from "next/navigation";
import { requireDashboardUser } from "@/components/dashboard/access";
import { ProfileWizard } from "@/components/profile/wizard";

export const metadata: Metadata = { title: "Profile" };
export const dynamic = "force-dynamic";

/** The profile-creation wizard (spec §2): only for a member whose profile is not submitted yet. */
export default async function CreateProfilePage() {
  const user = await requireDashboardUser("/dashboard/profile/create");
  // Admins run the service; they have no matrimonial profile to create.
  if (user.role !== "member") forbidden();
  if (user.profileInfoStatus) redirect("/dashboard/profile");
  return (
    <ProfileWizard
      storageId={user.profileId ?? user.id}
      profileId={user.profileId}
      savedImageUrl={user.imageUrl}
    />
  );
}
