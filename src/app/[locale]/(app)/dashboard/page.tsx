import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "@/components/auth/search-params";
import { requireDashboardUser } from "@/components/dashboard/access";
import { AdminStatsCards } from "@/components/dashboard/admin-stats";
import { FailedMailCard } from "@/components/dashboard/failed-mail";
import { DiscoveryView } from "@/components/discovery/discovery-view";
import {
  type AgeRange,
  type SearchGender,
  searchInputSchema,
  searchParamsToInput,
  withWantedAges,
} from "@/lib/discovery/search-filters";
import { lowDataRequest } from "@/lib/low-data-server";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("discovery.meta");
  return { title: t("dashboard") };
}
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

export default async function DashboardPage({ searchParams }: Props) {
  // Pages render alongside their layout, not after it: each checks the user itself.
  const user = await requireDashboardUser("/dashboard");
  const api = await serverApi();
  if (user.role === "admin") {
    const [stats, failedMail] = await Promise.all([api.dashboard.adminStats(), api.mailJobs.failed()]);
    return (
      <>
        <AdminStatsCards stats={stats} />
        <FailedMailCard jobs={failedMail.jobs} />
      </>
    );
  }
  // A member without a submitted profile is led to the wizard (spec §4, issue 4).
  if (!user.profileInfoStatus) redirect("/dashboard/profile/create");

  // The search is the URL's (lenient: an edited or stale link still shows a page); the viewer's own
  // ids are never taken from it. With no age in the URL it starts from the member's wanted ages
  // (docs/decisions/0010), so their own profile is read first.
  const parsed = searchInputSchema.safeParse(searchParamsToInput(await searchParams));
  const {
    userId: _userId,
    profileId: _profileId,
    ...fromUrl
  } = parsed.success ? parsed.data : searchInputSchema.parse({});
  const own = await api.profile.get({}).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  const partner = own?.profile.partner_requirements;
  const wantedAges: AgeRange | null = partner ? { age_min: partner.age_min, age_max: partner.age_max } : null;
  const input = withWantedAges(fromUrl, wantedAges);
  const [result, lowData] = await Promise.all([api.profile.getAll(input), lowDataRequest()]);
  const gender = own?.profile.personal_info?.gender;
  const defaultGender: SearchGender = gender === "male" ? "female" : gender === "female" ? "male" : "any";
  return (
    <DiscoveryView
      input={input}
      result={result}
      defaultGender={defaultGender}
      wantedAges={wantedAges}
      lowData={lowData}
    />
  );
}
