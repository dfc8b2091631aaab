import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireDashboardUser } from "@/components/dashboard/access";
import { AdminStatsCards } from "@/components/dashboard/admin-stats";
import { MemberWelcome } from "@/components/dashboard/member-welcome";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

export default async function DashboardPage() {
  // Pages render alongside their layout, not after it: each checks the user itself.
  const user = await requireDashboardUser("/dashboard");
  if (user.role === "admin") {
    const stats = await (await serverApi()).dashboard.adminStats();
    return <AdminStatsCards stats={stats} />;
  }
  // A member without a submitted profile is led to the wizard (spec §4, issue 4).
  if (!user.profileInfoStatus) redirect("/dashboard/profile/create");
  return <MemberWelcome name={user.name} profileComplete={user.profileInfoStatus} />;
}
