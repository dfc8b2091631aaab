import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { requireDashboardUser } from "@/components/dashboard/access";
import { SettingsView } from "@/components/settings/settings-view";
import { LOW_DATA_COOKIE, lowDataChoiceOf } from "@/lib/low-data";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("title") };
}

export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const user = await requireDashboardUser("/dashboard/settings");
  const caller = await serverApi();
  const [settings, { tokens }, blocked, mail, jar] = await Promise.all([
    // Administrators have no profile whose privacy to set.
    user.role === "admin"
      ? null
      : caller.profile.getPrivacySettings({}).then(
          (result) => result.settings,
          (error: unknown) => {
            // No profile yet: nothing to set, the view says so.
            if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
            throw error;
          },
        ),
    caller.tokens.list(),
    user.role === "admin" ? null : caller.blocks.list().then((result) => result.blocked_members),
    user.role === "admin" ? null : caller.mailPreferences.get(),
    cookies(),
  ]);
  return (
    <SettingsView
      role={user.role}
      settings={settings}
      tokens={tokens}
      blocked={blocked ?? []}
      mailPreferences={mail?.preferences ?? null}
      lowData={lowDataChoiceOf(jar.get(LOW_DATA_COOKIE)?.value)}
    />
  );
}
