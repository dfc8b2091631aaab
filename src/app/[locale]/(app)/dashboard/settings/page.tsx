import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { requireDashboardUser } from "@/components/dashboard/access";
import { SettingsView } from "@/components/settings/settings-view";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Settings" };
export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const user = await requireDashboardUser("/dashboard/settings");
  const caller = await serverApi();
  const [settings, { tokens }, blocked, mail] = await Promise.all([
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
  ]);
  return (
    <SettingsView
      role={user.role}
      settings={settings}
      tokens={tokens}
      blocked={blocked ?? []}
      mailPreferences={mail?.preferences ?? null}
    />
  );
}
