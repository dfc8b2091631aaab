import { UserPenIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { DeleteAccountSection } from "@/components/profile/delete-account";
import { buttonVariants } from "@/components/ui/button";
import type { LowDataChoice } from "@/lib/low-data";
import type { MailPreferences } from "@/lib/validation/mail-preferences";
import { ApiTokensSection, type ListedApiToken } from "./api-tokens-section";
import { BlockedMembersSection, type ListedBlockedMember } from "./blocked-members-section";
import { ChangePasswordForm } from "./change-password-form";
import { LanguageDataSection } from "./language-data-section";
import { MailPreferencesSection } from "./mail-preferences-section";
import { PrivacySettingsForm, type StoredPrivacySettings } from "./privacy-settings-form";

/**
 * `/dashboard/settings`: privacy first, then the members one has blocked, e-mail notifications, the
 * password, the API tokens, then account deletion.
 * A member who has not finished the profile has no privacy settings to change yet and is pointed at
 * the wizard. Administrators have no profile of their own to keep private or delete: they get the
 * password and the API tokens (decision 0019).
 */
export function SettingsView({
  role,
  settings,
  tokens,
  blocked,
  mailPreferences,
  lowData,
}: {
  role: "member" | "admin";
  settings: StoredPrivacySettings | null;
  tokens: ListedApiToken[];
  blocked: ListedBlockedMember[];
  /** Null for administrators, who get no member mail. */
  mailPreferences: MailPreferences | null;
  /** This browser's low-data choice (its cookie). */
  lowData: LowDataChoice;
}) {
  const t = useTranslations("settings");
  const isAdmin = role === "admin";
  return (
    <div className="grid max-w-3xl gap-6">
      <LanguageDataSection lowData={lowData} />
      {isAdmin ? null : <PrivacySection settings={settings} />}
      {isAdmin ? null : <BlockedMembersSection initialBlocked={blocked} />}
      {mailPreferences ? <MailPreferencesSection initial={mailPreferences} /> : null}
      <section
        aria-labelledby="change-password-title"
        className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
      >
        <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
          <h2 id="change-password-title" className="font-semibold text-lg leading-tight">
            {t("password.title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("password.description")}</p>
        </div>
        <div className="px-4 py-4 sm:px-6">
          <ChangePasswordForm />
        </div>
      </section>
      <ApiTokensSection isAdmin={isAdmin} initialTokens={tokens} />
      {isAdmin ? null : <DeleteAccountSection />}
    </div>
  );
}

function PrivacySection({ settings }: { settings: StoredPrivacySettings | null }) {
  const t = useTranslations("settings.privacy");
  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="grid gap-1 border-b px-4 py-3 sm:px-6">
        <h2 id="privacy-settings-title" className="font-semibold text-lg leading-tight">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      <div className="px-4 py-4 sm:px-6">
        {settings ? (
          <PrivacySettingsForm settings={settings} />
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-muted-foreground text-sm">{t("completeFirst")}</p>
            <Link href="/dashboard/profile/create" className={buttonVariants({ size: "sm" })}>
              <UserPenIcon aria-hidden="true" />
              {t("completeProfile")}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
