import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cityNameOfCode } from "@/components/location/types";
import { classes } from "@/components/site/classes";
import { truncateDisplayName } from "@/lib/format";
import { useOptionLabel } from "@/lib/options/labels";
import type { ProfileCard as ProfileCardData } from "@/server/profiles/present";
import { CardPhoto } from "./card-photo";

/**
 * One member as a card: photo (the access-checked image route; the server decided whether this
 * viewer gets the original or the blurred variant), name truncated the spec's way (§9), age, city,
 * education, profession, the verified and featured badges, the match percentage when there is one,
 * and the actions the caller passes (they differ for visitors, members and proposals).
 *
 * Plain class strings, no `cn` and no shadcn components: the public /proposals page renders this on
 * the server and must not pull tailwind-merge or Radix into its JavaScript (decision 0007).
 *
 * On a phone (one column) the card is compact: the photo beside the facts, the match score on the
 * photo and the actions under the facts, so a screen shows several members (issue 19's walk: one
 * tall card per screen made 20 profiles about 10,000 px). From 30rem the grid's cards stack.
 */

export type CardProfile = Pick<
  ProfileCardData,
  | "id"
  | "display_name"
  | "age"
  | "gender"
  | "city"
  | "education"
  | "profession"
  | "verified"
  | "featured"
  | "image_url"
  | "photo"
> &
  Partial<Pick<ProfileCardData, "verified_photo" | "verified_identity">>;

/** How many cards of a listing's first screen load their photos eagerly (four across at 1280 px). */
export const EAGER_CARDS = 4;

export type CardMatch = { score: number; met: number; total: number } | null | undefined;

const badgeBase =
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs";

export function cardName(profile: Pick<CardProfile, "display_name">): string {
  return profile.display_name.trim() || "Member";
}

export function ProfileCard({
  profile,
  match,
  actions,
  children,
  headingLevel = 3,
  className,
  eager = false,
  lowData = false,
}: {
  profile: CardProfile;
  match?: CardMatch;
  /** The buttons and links at the card's foot. */
  actions?: ReactNode;
  /** Extra lines above the actions (a proposal's status and dates, for instance). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  /** Load the photo at once: the first cards of a listing are what the page paints first (LCP). */
  eager?: boolean;
  /** Low-data mode for this request (src/lib/low-data.ts): the photo waits for a tap. */
  lowData?: boolean;
}) {
  const t = useTranslations("discovery.card");
  const name = cardName(profile);
  const shown = truncateDisplayName(name);
  const headingId = `profile-card-${profile.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const city = profile.city ? cityNameOfCode(profile.city) : null;
  const optionLabel = useOptionLabel();
  const education = profile.education ? optionLabel("education", profile.education) : null;
  const profession = profile.profession ? optionLabel("profession", profile.profession) : null;
  const alt =
    profile.photo === "none"
      ? t("altNone", { name })
      : profile.photo === "blurred"
        ? t("altBlurred", { name })
        : t("altPhoto", { name });
  const badge = profile.verified_photo
    ? profile.verified_identity
      ? t("photoAndIdVerified")
      : t("photoVerified")
    : profile.verified_identity
      ? t("idVerified")
      : t("verified");

  return (
    <article
      aria-labelledby={headingId}
      data-profile-id={profile.id}
      className={classes(
        "grid min-w-0 grid-cols-[6.5rem_minmax(0,1fr)] items-start overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm min-[30rem]:flex min-[30rem]:flex-col min-[30rem]:items-stretch",
        className,
      )}
    >
      <div className="relative bg-muted">
        <CardPhoto
          src={profile.image_url}
          alt={alt}
          eager={eager}
          lowData={lowData}
          labels={{ show: t("showPhoto"), showOf: t("showPhotoOf", { name }), hidden: t("photoHidden") }}
        />
        {match ? (
          <p
            data-match-score=""
            className="absolute end-1 top-1 rounded-full bg-background/95 px-1.5 py-0.5 font-semibold text-foreground text-xs shadow-sm min-[30rem]:end-2 min-[30rem]:top-2 min-[30rem]:px-2.5 min-[30rem]:py-1 min-[30rem]:text-sm"
          >
            {t("match", { score: match.score })}
          </p>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 min-[30rem]:gap-3 min-[30rem]:p-4">
        <div className="grid gap-1 min-[30rem]:gap-1.5">
          <Heading
            id={headingId}
            title={shown === name ? undefined : name}
            className="break-words font-semibold text-base leading-tight min-[30rem]:text-lg"
          >
            {shown}
          </Heading>
          {profile.verified || profile.featured ? (
            <div className="flex flex-wrap gap-1.5">
              {profile.verified ? (
                <span className={classes(badgeBase, "border-transparent bg-primary text-primary-foreground")}>
                  <CheckBadge />
                  {badge}
                </span>
              ) : null}
              {profile.featured ? (
                <span className={classes(badgeBase, "border-amber-300 bg-amber-50 text-amber-900")}>
                  <Star />
                  {t("featured")}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm min-[30rem]:grid min-[30rem]:gap-1">
          {profile.age !== null ? <Fact label={t("age")}>{t("ageValue", { age: profile.age })}</Fact> : null}
          {city ? <Fact label={t("city")}>{city}</Fact> : null}
          {education ? <Fact label={t("education")}>{education}</Fact> : null}
          {profession ? <Fact label={t("profession")}>{profession}</Fact> : null}
        </dl>
        {children}
        {actions ? <div className="mt-auto grid gap-2 min-[30rem]:pt-1">{actions}</div> : null}
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      {/* On a phone the values speak for themselves ("29 years", "Lahore"); the labels stay for screen readers. */}
      <dt className="sr-only shrink-0 text-muted-foreground min-[30rem]:not-sr-only">{label}:</dt>
      <dd className="min-w-0 truncate font-medium">{children}</dd>
    </div>
  );
}

/**
 * The cards' grid: one column on a phone (360 px), then as many columns of at least `minCard` as fit:
 * three beside the dashboard's filter panel at 1280 px, four across a page of its own.
 */
export function ProfileGrid({
  children,
  minCard = "narrow",
  className,
}: {
  children: ReactNode;
  /** narrow: 13rem columns (beside a panel); wide: 15rem (a full-width page). */
  minCard?: "narrow" | "wide";
  className?: string;
}) {
  return (
    <ul
      className={classes(
        "grid grid-cols-1 gap-3 min-[30rem]:gap-4",
        minCard === "wide"
          ? "min-[30rem]:grid-cols-[repeat(auto-fill,minmax(15rem,1fr))]"
          : "min-[30rem]:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]",
        className,
      )}
    >
      {children}
    </ul>
  );
}

/* Two tiny inline icons, so the public page needs no icon library for its cards. */

function CheckBadge() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3" fill="none" stroke="currentColor">
      <path strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

function Star() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3" fill="currentColor">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
