import { TRPCError } from "@trpc/server";
import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { UserDetail } from "@/components/admin/user-detail";
import { requireDashboardUser } from "@/components/dashboard/access";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "User Details" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One account, for an administrator; each visit is a `user.view` in the trail (it shows contact details). */
export default async function UserDetailPage({ params }: Props) {
  const { id } = await params;
  const admin = await requireDashboardUser(`/dashboard/users/${encodeURIComponent(id)}`);
  const api = await serverApi();
  const detail = await api.users.detail({ user_id: id }).catch((error: unknown) => {
    // An unknown id, or one that is not an id at all, is this page's not-found.
    if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST"].includes(error.code)) return null;
    throw error;
  });
  if (!detail) notFound();
  const plansResult = await api.plans.get({ page: 1, pageSize: 100 });
  const plans = ("subscription_plans" in plansResult ? plansResult.subscription_plans : [])
    .filter((plan) => plan.active || plan.is_free)
    .map((plan) => ({ id: plan.id, name: plan.name, isFree: plan.is_free }));
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        href="/dashboard/users"
        className="w-fit rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon aria-hidden="true" className="inline size-4 rtl:rotate-180" /> All users
      </Link>
      <UserDetail detail={detail} self={detail.user.id === admin.id} plans={plans} />
    </div>
  );
}
