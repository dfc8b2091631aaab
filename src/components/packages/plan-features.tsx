import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  CheckIcon,
  MessageCircleIcon,
  SendIcon,
  SparklesIcon,
  XIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { classes } from "@/components/site/classes";
import { packages } from "@/content/packages";
import { formatPlanDuration, formatQuantity } from "@/lib/format";
import type { PlanView } from "@/server/plans/present";

const copy = packages.card;

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
  const duration = plan.is_free ? null : formatPlanDuration(plan.duration);
  return (
    <ul className="grid gap-3 text-sm">
      <Feature icon={<MessageCircleIcon />}>{formatQuantity(plan.messages_limit, "message")}</Feature>
      <Feature icon={<SendIcon />}>{formatQuantity(plan.proposals_limit, "proposal")}</Feature>
      {duration ? <Feature icon={<CalendarDaysIcon />}>{copy.validFor(duration)}</Feature> : null}
      <Included icon={<BadgeCheckIcon />} included={plan.profile_status}>
        {copy.verifiedBadge}
      </Included>
      <Included icon={<SparklesIcon />} included={plan.featured_profile}>
        {copy.featuredProfile}
      </Included>
    </ul>
  );
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
        {included ? copy.included : copy.notIncluded}
      </span>
    </li>
  );
}
