import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { requireDashboardUser } from "@/components/dashboard/access";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { LowDataFonts } from "@/components/low-data/low-data-fonts";
import { MemberEventsProvider } from "@/components/realtime/member-events-provider";
import { presentUser } from "@/server/auth/present";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.meta");
  return { title: t("title"), robots: { index: false } };
}
export const dynamic = "force-dynamic";

/**
 * One shell for both roles: the role decides the sidebar. Signed-out visitors never get here (the
 * server entry sends them to sign-in first); this checks again, and answers 403 for a path the role
 * may not open. The member's event stream opens here, once per tab (decision 0025).
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireDashboardUser();
  return (
    <MemberEventsProvider>
      <LowDataFonts />
      <DashboardShell user={presentUser(user)} languageSwitch={<LanguageSwitch />}>
        {children}
      </DashboardShell>
    </MemberEventsProvider>
  );
}
