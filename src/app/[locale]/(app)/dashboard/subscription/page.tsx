import { UserRoundPenIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { requireDashboardUser } from "@/components/dashboard/access";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { SubscriptionView } from "@/components/subscription/subscription-view";
import { buttonVariants } from "@/components/ui/button";
import { demoPayments, serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("subscription");
  return { title: t("title") };
}

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

/**
 * The member's plan (spec §2 /dashboard/subscription): in force now with its usage, queued plans,
 * the plans to move to, the history, and with `?plan=<id>` (from /packages) that plan's
 * confirmation and payment.
 */
export default async function SubscriptionPage({ searchParams }: Props) {
  const user = await requireDashboardUser("/dashboard/subscription");
  if (!user.profileId) {
    const t = await getTranslations("subscription.noProfile");
    return (
      <SectionPanel icon={<UserRoundPenIcon aria-hidden="true" />} title={t("title")}>
        <p>{t("body")}</p>
        <Link href="/dashboard/profile/create" className={buttonVariants()}>
          {t("action")}
        </Link>
      </SectionPanel>
    );
  }
  const api = await serverApi();
  const [params, answer, { plans }, demo] = await Promise.all([
    searchParams,
    api.profile.getSubscription({}),
    api.plans.list(),
    demoPayments(),
  ]);
  return (
    <SubscriptionView
      profileId={user.profileId}
      answer={answer}
      plans={plans}
      chosenId={firstParam(params.plan)}
      demo={demo}
    />
  );
}
