import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  CheckIcon,
  MessageCircleIcon,
  SendIcon,
  SparklesIcon,
  XIcon,
} from "lucide-react";
import Link from "next/link";
import type { ReactNode, Ref } from "react";
import { badgeClass, buttonClass, classes } from "@/components/site/classes";
import { packages } from "@/content/packages";
import { formatPlanDuration, formatQuantity, formatRupees } from "@/lib/format";
import type { PlanView } from "@/server/plans/present";
import type { PlanAction } from "./plan-action";

const copy = packages.card;

export type PlanCardPlan = Pick<
  PlanView,
  | "id"
  | "name"
  | "price"
  | "messages_limit"
  | "proposals_limit"
  | "duration"
  | "profile_status"
  | "featured_profile"
  | "is_free"
>;

/**
 * One plan: name, price as 'Rs. 2,500', its limits, its duration (none for Free), whether the
 * verified badge and a featured profile are included (icon and words, never colour alone), and
 * its button.
 */
export function PlanCard({
  plan,
  action,
  selected = false,
  cardRef,
}: {
  plan: PlanCardPlan;
  action: PlanAction;
  selected?: boolean;
  cardRef?: Ref<HTMLElement>;
}) {
  const headingId = `plan-${plan.id}-name`;
  const duration = plan.is_free ? null : formatPlanDuration(plan.duration);
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-plan={plan.name}
      data-selected={selected || undefined}
      className={classes(
        "flex flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm outline-none",
        selected && "border-primary ring-[3px] ring-primary/40",
      )}
    >
      <header className="grid gap-2">
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-xl leading-tight">
            {plan.name}
          </h2>
          {selected ? (
            <span className={badgeClass}>
              <CheckIcon aria-hidden="true" />
              {copy.selected}
            </span>
          ) : null}
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold text-3xl tabular-nums tracking-tight">{formatRupees(plan.price)}</span>
          <span className="text-muted-foreground text-sm">
            {duration ? copy.perDuration(duration) : copy.freePriceNote}
          </span>
        </p>
      </header>

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

      <div className="mt-auto grid gap-2">
        {action.kind === "link" ? (
          <Link
            href={action.href}
            className={classes(
              selected ? buttonClass.primary : buttonClass.outline,
              buttonClass.size.default,
            )}
          >
            {action.label}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className={classes(buttonClass.secondary, buttonClass.size.default)}
              disabled
              aria-describedby={action.note ? `plan-${plan.id}-note` : undefined}
            >
              {action.label}
            </button>
            {action.note ? (
              <p id={`plan-${plan.id}-note`} className="text-center text-muted-foreground text-xs">
                {action.note}
              </p>
            ) : null}
          </>
        )}
      </div>
    </article>
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
