import { BadgeCheckIcon, MessageCircleIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { DeleteAccountSection } from "@/components/profile/delete-account";
import { ImagePanel } from "@/components/profile/image-panel";
import { SubscriptionPanel } from "@/components/profile/subscription-panel";
import { VerificationPanel } from "@/components/profile/verification-panel";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/i18n/locales";
import { formatDate, formatDateTime } from "@/lib/format";
import { optionLabel } from "@/lib/options/labels";
import { readablePhone } from "@/lib/phone";
import type { PlanUsageInput } from "@/lib/plan-usage";
import { verifiedBadgeLabel } from "@/lib/validation/verifications";
import type { OwnProfile } from "@/server/profiles/present";
import type { VerificationState } from "@/server/verifications/schemas";
import { SectionCard, ValueList } from "./section-card";
import {
  CareerEditor,
  FamilyEditor,
  PartnerRequirementsEditor,
  PersonalEditor,
  ReligionEditor,
  ResidentialEditor,
  SecondMarriageEditor,
} from "./section-editors";
import {
  careerRows,
  familyRows,
  hasSecondMarriage,
  type NameLookup,
  partnerRows,
  personalRows,
  type RowWords,
  religionRows,
  residentialRows,
  secondMarriageRows,
} from "./section-rows";

/**
 * The member's own profile page (spec §2 "Profile page"): every section with its values and an
 * 'Edit' modal, the photo, the plan's usage and account deletion. Server-rendered; only the modals
 * are client components.
 */
export async function OwnProfileView({
  profile,
  subscription,
  names,
  verification,
}: {
  profile: OwnProfile;
  subscription: PlanUsageInput | null;
  names: NameLookup;
  /** The Get verified panel's state; left out where the panel is not shown. */
  verification?: VerificationState;
}) {
  const t = await getTranslations("profile.sections");
  // The rows' labels and value words in the page's language (profile.rows).
  const options = await getTranslations("options");
  const words: RowWords = {
    t: await getTranslations("profile.rows"),
    locale: (await getLocale()) as Locale,
    option: (group, value) => optionLabel(options, group, value),
  };
  const personal = profile.personal_info;
  const secondMarriage = personal?.second_marriage_info ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="grid min-w-0 content-start gap-6">
        <AccountSummary profile={profile} />

        <SectionCard
          id="personal-info"
          title={t("personal")}
          rows={personal ? personalRows(personal, names, undefined, words) : undefined}
          action={<PersonalEditor values={personal} />}
        >
          {personal ? null : <Unanswered />}
        </SectionCard>

        {hasSecondMarriage(personal?.marital_status) ? (
          <SectionCard
            id="second-marriage-info"
            title={t("secondMarriage")}
            rows={secondMarriage ? secondMarriageRows(secondMarriage, words) : undefined}
            action={<SecondMarriageEditor values={secondMarriage} />}
          >
            {secondMarriage ? null : <Unanswered />}
          </SectionCard>
        ) : null}

        <SectionCard
          id="career-info"
          title={t("career")}
          rows={profile.career_info ? careerRows(profile.career_info, words) : undefined}
          action={<CareerEditor values={profile.career_info} />}
        >
          {profile.career_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="family-info"
          title={t("family")}
          rows={profile.family_info ? familyRows(profile.family_info, words) : undefined}
          action={<FamilyEditor values={profile.family_info} />}
        >
          {profile.family_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="religion-info"
          title={t("religion")}
          rows={profile.religion_info ? religionRows(profile.religion_info, words) : undefined}
          action={<ReligionEditor values={profile.religion_info} />}
        >
          {profile.religion_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="residential-info"
          title={t("residential")}
          rows={
            profile.residential_info ? residentialRows(profile.residential_info, names, words) : undefined
          }
          action={<ResidentialEditor values={profile.residential_info} />}
        >
          {profile.residential_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="partner-requirements"
          title={t("partner")}
          rows={
            profile.partner_requirements ? partnerRows(profile.partner_requirements, names, words) : undefined
          }
          action={<PartnerRequirementsEditor values={profile.partner_requirements} />}
        >
          {profile.partner_requirements ? null : <Unanswered />}
        </SectionCard>
      </div>

      <div className="grid min-w-0 content-start gap-6">
        <ImagePanel profileId={profile.id} imageUrl={profile.image_url} gender={personal?.gender ?? null} />
        <SubscriptionPanel subscription={subscription} />
        {verification ? <VerificationPanel state={verification} /> : null}
        <DeleteAccountSection />
      </div>
    </div>
  );
}

async function Unanswered() {
  const t = await getTranslations("profile.account");
  return <p className="text-muted-foreground text-sm">{t("unanswered")}</p>;
}

/** The member's phone for reading (+92 300 1234567), to call, and on WhatsApp where it is a mobile. */
async function PhoneValue({ raw }: { raw: string | null | undefined }) {
  const t = await getTranslations("profile.account");
  const phone = readablePhone(raw);
  if (!phone) return raw ? <span dir="ltr">{raw}</span> : t("notProvided");
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={phone.tel}
        dir="ltr"
        className="underline-offset-4 hover:underline"
        aria-label={t("call", { phone: phone.display })}
      >
        {phone.display}
      </a>
      {phone.whatsapp ? (
        <a
          href={phone.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("whatsappLabel", { phone: phone.display })}
          className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline"
        >
          <MessageCircleIcon aria-hidden="true" className="size-4" />
          {t("whatsapp")}
        </a>
      ) : null}
    </span>
  );
}

/** Who this is, with what only the owner sees: email and phone (spec §6). */
async function AccountSummary({ profile }: { profile: OwnProfile }) {
  const t = await getTranslations("profile.account");
  const locale = await getLocale();
  return (
    <SectionCard
      id="account-summary"
      title={profile.name}
      action={
        profile.verified ? (
          <Badge>
            <BadgeCheckIcon aria-hidden="true" />
            {verifiedBadgeLabel(profile)}
          </Badge>
        ) : (
          <Badge variant="outline">{t("notVerified")}</Badge>
        )
      }
    >
      <ValueList
        rows={[
          { label: t("email"), value: <span dir="ltr">{profile.email}</span> },
          { label: t("phone"), value: <PhoneValue raw={profile.phone} /> },
          { label: t("memberSince"), value: formatDate(profile.created_at, locale) },
          { label: t("lastUpdated"), value: formatDateTime(profile.updated_at, locale) },
        ]}
      />
      <p className="text-muted-foreground text-xs">{t("privateNote")}</p>
    </SectionCard>
  );
}
