import { BadgeCheckIcon } from "lucide-react";
import { DeleteAccountSection } from "@/components/profile/delete-account";
import { ImagePanel } from "@/components/profile/image-panel";
import { SubscriptionPanel } from "@/components/profile/subscription-panel";
import { VerificationPanel } from "@/components/profile/verification-panel";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/format";
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
  religionRows,
  residentialRows,
  SECTION_TITLES,
  secondMarriageRows,
} from "./section-rows";

/**
 * The member's own profile page (spec §2 "Profile page"): every section with its values and an
 * 'Edit' modal, the photo, the plan's usage and account deletion. Server-rendered; only the modals
 * are client components.
 */
export function OwnProfileView({
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
  const personal = profile.personal_info;
  const secondMarriage = personal?.second_marriage_info ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="grid min-w-0 content-start gap-6">
        <AccountSummary profile={profile} />

        <SectionCard
          id="personal-info"
          title={SECTION_TITLES.personal}
          rows={personal ? personalRows(personal, names) : undefined}
          action={<PersonalEditor values={personal} />}
        >
          {personal ? null : <Unanswered />}
        </SectionCard>

        {hasSecondMarriage(personal?.marital_status) ? (
          <SectionCard
            id="second-marriage-info"
            title={SECTION_TITLES.secondMarriage}
            rows={secondMarriage ? secondMarriageRows(secondMarriage) : undefined}
            action={<SecondMarriageEditor values={secondMarriage} />}
          >
            {secondMarriage ? null : <Unanswered />}
          </SectionCard>
        ) : null}

        <SectionCard
          id="career-info"
          title={SECTION_TITLES.career}
          rows={profile.career_info ? careerRows(profile.career_info) : undefined}
          action={<CareerEditor values={profile.career_info} />}
        >
          {profile.career_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="family-info"
          title={SECTION_TITLES.family}
          rows={profile.family_info ? familyRows(profile.family_info) : undefined}
          action={<FamilyEditor values={profile.family_info} />}
        >
          {profile.family_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="religion-info"
          title={SECTION_TITLES.religion}
          rows={profile.religion_info ? religionRows(profile.religion_info) : undefined}
          action={<ReligionEditor values={profile.religion_info} />}
        >
          {profile.religion_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="residential-info"
          title={SECTION_TITLES.residential}
          rows={profile.residential_info ? residentialRows(profile.residential_info, names) : undefined}
          action={<ResidentialEditor values={profile.residential_info} />}
        >
          {profile.residential_info ? null : <Unanswered />}
        </SectionCard>

        <SectionCard
          id="partner-requirements"
          title={SECTION_TITLES.partner}
          rows={profile.partner_requirements ? partnerRows(profile.partner_requirements, names) : undefined}
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

function Unanswered() {
  return <p className="text-muted-foreground text-sm">Not filled in yet. Choose Edit to add it.</p>;
}

/** Who this is, with what only the owner sees: email and phone (spec §6). */
function AccountSummary({ profile }: { profile: OwnProfile }) {
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
          <Badge variant="outline">Not verified</Badge>
        )
      }
    >
      <ValueList
        rows={[
          { label: "Email", value: profile.email },
          { label: "Phone", value: profile.phone || "Not provided" },
          { label: "Member since", value: formatDate(profile.created_at) },
          { label: "Last updated", value: formatDateTime(profile.updated_at) },
        ]}
      />
      <p className="text-muted-foreground text-xs">
        Your email and phone are shown only to you and your connections.
      </p>
    </SectionCard>
  );
}
