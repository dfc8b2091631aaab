import { CheckIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { Ref } from "react";
import { badgeClass, buttonClass, classes } from "@/components/site/classes";
import { formatRupees } from "@/lib/format";
import type { PlanView } from "@/server/plans/present";
import type { PlanAction } from "./plan-action";
import { PlanFeatures, planDuration } from "./plan-features";

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
  headingLevel = 2,
}: {
  plan: PlanCardPlan;
  action: PlanAction;
  selected?: boolean;
  cardRef?: Ref<HTMLElement>;
  /** 3 where the cards sit under a section heading of their own (the subscription page). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const headingId = `plan-${plan.id}-name`;
  const t = useTranslations("site.packages.card");
  const locale = useLocale();
  const duration = planDuration(plan, t);
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
          <Heading id={headingId} className="font-semibold text-xl leading-tight">
            {plan.name}
          </Heading>
          {selected ? (
            <span className={badgeClass}>
              <CheckIcon aria-hidden="true" />
              {t("selected")}
            </span>
          ) : null}
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold text-3xl tabular-nums tracking-tight">
            {formatRupees(plan.price, locale)}
          </span>
          <span className="text-muted-foreground text-sm">
            {duration ? t("perDuration", { duration }) : t("freePriceNote")}
          </span>
        </p>
      </header>

      <PlanFeatures plan={plan} />

      <div className="mt-auto grid gap-2">
        {action.kind === "link" ? (
          <Link
            prefetch={false}
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
