import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  CheckIcon,
  MessageCircleIcon,
  SendIcon,
  SparklesIcon,
  XIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { classes } from "@/components/site/classes";
import type { PlanView } from "@/server/plans/present";

type CardWords = ReturnType<typeof useTranslations<"site.packages.card">>;

export type PlanFeaturesPlan = Pick<
  PlanView,
  "messages_limit" | "proposals_limit" | "duration" | "profile_status" | "featured_profile" | "is_free"
>;

/**
 * What a plan gives: its limits, its days (none for Free), and whether the verified badge and a
 * featured profile are included (icon and words, never colour alone). Plain class strings, so the
 * public packages page and the dashboard's confirmation panel show it alike (decision 0007).
 */
export function PlanFeatures({ plan }: { plan: PlanFeaturesPlan }) {
  const t = useTranslations("site.packages.card");
  const duration = planDuration(plan, t);
  return (
    <ul className="grid gap-3 text-sm">
      <Feature icon={<MessageCircleIcon />}>{t("messages", { count: plan.messages_limit })}</Feature>
      <Feature icon={<SendIcon />}>{t("proposals", { count: plan.proposals_limit })}</Feature>
      {duration ? <Feature icon={<CalendarDaysIcon />}>{t("validFor", { duration })}</Feature> : null}
      <Included icon={<BadgeCheckIcon />} included={plan.profile_status}>
        {t("verifiedBadge")}
      </Included>
      <Included icon={<SparklesIcon />} included={plan.featured_profile}>
        {t("featuredProfile")}
      </Included>
    </ul>
  );
}

/** A plan's days ('30 days'), or null for a plan without them (Free). */
export function planDuration(plan: Pick<PlanView, "duration" | "is_free">, t: CardWords): string | null {
  if (plan.is_free || !plan.duration || plan.duration <= 0) return null;
  return t("days", { count: plan.duration });
}

function Feature({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden="true" className="flex size-5 shrink-0 text-primary [&>svg]:size-5">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

function Included({ icon, included, children }: { icon: ReactNode; included: boolean; children: ReactNode }) {
  const t = useTranslations("site.packages.card");
  return (
    <li className={classes("flex items-center gap-3", !included && "text-muted-foreground")}>
      <span
        aria-hidden="true"
        className={classes("flex size-5 shrink-0 [&>svg]:size-5", included ? "text-primary" : "opacity-60")}
      >
        {icon}
      </span>
      <span className="flex-1">{children}</span>
      <span
        className={classes(
          "inline-flex shrink-0 items-center gap-1 font-medium text-xs",
          included ? "text-emerald-700" : "text-muted-foreground",
        )}
      >
        {included ? (
          <CheckIcon className="size-4" aria-hidden="true" />
        ) : (
          <XIcon className="size-4" aria-hidden="true" />
        )}
        {included ? t("included") : t("notIncluded")}
      </span>
    </li>
  );
}
