import { ArrowLeftIcon, BadgeCheckIcon, EyeOffIcon, MapPinIcon, StarIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/i18n/locales";
import { useOptionLabel } from "@/lib/options/labels";
import type { ProfileView } from "@/server/profiles/present";
import { verifiedBadgeKey } from "../verified-badge-key";
import { SectionCard } from "./section-card";
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
  back,
  actions,
  children,
}: {
  profile: ProfileView;
  names: NameLookup;
  back?: { href: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations("profile");
  const card = useTranslations("discovery.card");
  const optionName = useOptionLabel();
  const words: RowWords = {
    t: useTranslations("profile.rows"),
    locale: useLocale() as Locale,
    option: optionName,
  };
  const backLink = back ?? { href: "/dashboard", label: t("memberView.back") };
  const personal = profile.personal_info;
  const secondMarriage = personal?.second_marriage_info ?? null;
  const residential = profile.residential_info;
  const city = residential?.residence_city ? names.city(residential.residence_city) : null;
  const country = residential?.country ? names.country(residential.country) : null;
  const place = [city, country].filter(Boolean).join(", ");
  const name = profile.display_name || t("memberView.member");
  return (
    <div className="grid max-w-5xl gap-6">
      <Link
        href={backLink.href}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}
      >
        <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
        {backLink.label}
      </Link>

      <section
        aria-labelledby="member-profile-name"
        className="grid min-w-0 gap-5 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:p-6"
      >
        <figure className="grid justify-items-center gap-2">
          {/* biome-ignore lint/performance/noImgElement: the photo route checks the viewer's session, which next/image's optimiser would not carry. */}
          <img
            src={profile.image_url}
            alt={profile.photo === "none" ? card("altNone", { name }) : card("altPhoto", { name })}
            width={192}
            height={192}
            className="aspect-square w-48 max-w-full rounded-lg border bg-muted object-cover"
          />
          {profile.photo === "blurred" ? (
            <figcaption className="flex max-w-48 items-start gap-1.5 text-center text-muted-foreground text-xs">
              <EyeOffIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {t("memberView.blurred")}
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
                {card(verifiedBadgeKey(profile) ?? "verified")}
              </Badge>
            ) : null}
            {profile.featured ? (
              <Badge variant="secondary">
                <StarIcon aria-hidden="true" />
                {card("featured")}
              </Badge>
            ) : null}
          </div>
          <dl className="grid gap-2 text-sm">
            {profile.age !== null ? (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{t("memberView.age")}</dt>
                <dd className="font-medium">{words.t("years", { age: profile.age })}</dd>
              </div>
            ) : null}
            {place ? (
              <div className="flex items-start gap-1.5">
                <dt>
                  <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
                  <span className="sr-only">{t("memberView.livesIn")}</span>
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
          title={t("sections.personal")}
          rows={personalRows(personal, names, profile.age, words)}
        />
      ) : null}
      {hasSecondMarriage(personal?.marital_status) && secondMarriage ? (
        <SectionCard
          id="second-marriage-info"
          title={t("sections.secondMarriage")}
          rows={secondMarriageRows(secondMarriage, words)}
        />
      ) : null}
      {profile.career_info ? (
        <SectionCard
          id="career-info"
          title={t("sections.career")}
          rows={careerRows(profile.career_info, words)}
        />
      ) : null}
      {profile.family_info ? (
        <SectionCard
          id="family-info"
          title={t("sections.family")}
          rows={familyRows(profile.family_info, words)}
        />
      ) : null}
      {profile.religion_info ? (
        <SectionCard
          id="religion-info"
          title={t("sections.religion")}
          rows={religionRows(profile.religion_info, words)}
        />
      ) : null}
      {residential ? (
        <SectionCard
          id="residential-info"
          title={t("sections.residential")}
          rows={residentialRows(residential, names, words)}
        />
      ) : null}
      {profile.partner_requirements ? (
        <SectionCard
          id="partner-requirements"
          title={t("sections.partner")}
          rows={partnerRows(profile.partner_requirements, names, words)}
        />
      ) : null}
    </div>
  );
}
