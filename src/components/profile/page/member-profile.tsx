import { ArrowLeftIcon, BadgeCheckIcon, EyeOffIcon, MapPinIcon, StarIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { verifiedBadgeLabel } from "@/lib/validation/verifications";
import type { ProfileView } from "@/server/profiles/present";
import { SectionCard } from "./section-card";
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
 * Another member's profile as this viewer may see it (`/dashboard/user-profile/{id}`, and a
 * connection's at `/dashboard/connections/{id}`). The server already decided everything privacy
 * decides: which sections came back, and whether `image_url` is the original photo or its blurred
 * variant. No email or phone here: a connection's Contact Details come in through `actions`.
 * `actions` sit under the name (Propose, Contact Details); `children` come between the header and
 * the sections (the match detail).
 */
export function MemberProfileView({
  profile,
  names,
  back = { href: "/dashboard", label: "Back to dashboard" },
  actions,
  children,
}: {
  profile: ProfileView;
  names: NameLookup;
  back?: { href: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const personal = profile.personal_info;
  const secondMarriage = personal?.second_marriage_info ?? null;
  const residential = profile.residential_info;
  const city = residential?.residence_city ? names.city(residential.residence_city) : null;
  const country = residential?.country ? names.country(residential.country) : null;
  const place = [city, country].filter(Boolean).join(", ");
  const name = profile.display_name || "Member";
  return (
    <div className="grid max-w-5xl gap-6">
      <Link href={back.href} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}>
        <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
        {back.label}
      </Link>

      <section
        aria-labelledby="member-profile-name"
        className="grid min-w-0 gap-5 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:p-6"
      >
        <figure className="grid justify-items-center gap-2">
          {/* biome-ignore lint/performance/noImgElement: the photo route checks the viewer's session, which next/image's optimiser would not carry. */}
          <img
            src={profile.image_url}
            alt={profile.photo === "none" ? `${name} has no photo yet` : `Photo of ${name}`}
            width={192}
            height={192}
            className="aspect-square w-48 max-w-full rounded-lg border bg-muted object-cover"
          />
          {profile.photo === "blurred" ? (
            <figcaption className="flex max-w-48 items-start gap-1.5 text-center text-muted-foreground text-xs">
              <EyeOffIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              This member shares their photo only with some members, so you see it blurred.
            </figcaption>
          ) : null}
        </figure>
        <div className="grid min-w-0 content-start gap-3">
          <h2 id="member-profile-name" className="break-words font-semibold text-2xl leading-tight">
            {name}
          </h2>
          <div className="flex flex-wrap gap-2">
            {profile.verified ? (
              <Badge>
                <BadgeCheckIcon aria-hidden="true" />
                {verifiedBadgeLabel(profile)}
              </Badge>
            ) : null}
            {profile.featured ? (
              <Badge variant="secondary">
                <StarIcon aria-hidden="true" />
                Featured
              </Badge>
            ) : null}
          </div>
          <dl className="grid gap-2 text-sm">
            {profile.age !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">Age:</dt>
                <dd className="font-medium">{profile.age} years</dd>
              </div>
            ) : null}
            {place ? (
              <div className="flex items-start gap-1.5">
                <dt>
                  <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
                  <span className="sr-only">Lives in</span>
                </dt>
                <dd className="font-medium">{place}</dd>
              </div>
            ) : null}
          </dl>
          {actions ? <div className="pt-1">{actions}</div> : null}
        </div>
      </section>

      {children}

      {personal ? (
        <SectionCard
          id="personal-info"
          title={SECTION_TITLES.personal}
          rows={personalRows(personal, names, profile.age)}
        />
      ) : null}
      {hasSecondMarriage(personal?.marital_status) && secondMarriage ? (
        <SectionCard
          id="second-marriage-info"
          title={SECTION_TITLES.secondMarriage}
          rows={secondMarriageRows(secondMarriage)}
        />
      ) : null}
      {profile.career_info ? (
        <SectionCard id="career-info" title={SECTION_TITLES.career} rows={careerRows(profile.career_info)} />
      ) : null}
      {profile.family_info ? (
        <SectionCard id="family-info" title={SECTION_TITLES.family} rows={familyRows(profile.family_info)} />
      ) : null}
      {profile.religion_info ? (
        <SectionCard
          id="religion-info"
          title={SECTION_TITLES.religion}
          rows={religionRows(profile.religion_info)}
        />
      ) : null}
      {residential ? (
        <SectionCard
          id="residential-info"
          title={SECTION_TITLES.residential}
          rows={residentialRows(residential, names)}
        />
      ) : null}
      {profile.partner_requirements ? (
        <SectionCard
          id="partner-requirements"
          title={SECTION_TITLES.partner}
          rows={partnerRows(profile.partner_requirements, names)}
        />
      ) : null}
    </div>
  );
}
