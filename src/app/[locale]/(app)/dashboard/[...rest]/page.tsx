import { ConstructionIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requestPathname, requireDashboardUser } from "@/components/dashboard/access";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { buttonVariants } from "@/components/ui/button";
import { dashboardTitleKey, isKnownDashboardPath } from "@/lib/nav";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ rest: string[] }> };

async function pathOf(params: Props["params"]): Promise<string> {
  const { rest } = await params;
  return requestPathname(`/dashboard/${rest.map(encodeURIComponent).join("/")}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("dashboard.nav");
  return { title: t(dashboardTitleKey(await pathOf(params))) };
}

/**
 * Every dashboard path without a page of its own. Sections the dashboard has, but that are not built
 * yet, say so honestly; anything else is the shell's not-found page.
 */
export default async function DashboardSectionPage({ params }: Props) {
  const path = await pathOf(params);
  await requireDashboardUser(path);
  if (!isKnownDashboardPath(path)) notFound();
  const t = await getTranslations("dashboard.notAvailable");
  return (
    <SectionPanel icon={<ConstructionIcon aria-hidden="true" />} title={t("title")}>
      <p>{t("text")}</p>
      <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
        {t("back")}
      </Link>
    </SectionPanel>
  );
}
