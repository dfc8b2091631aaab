import { ArrowUpCircleIcon, RotateCcwIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { Locale } from "@/i18n/locales";
import { formatCount, formatDate } from "@/lib/format";
import { type Allowance, type PlanUsageInput, planUsage } from "@/lib/plan-usage";

/**
 * Spec §2 "Subscription status panel" with the §4 usage figures: what the plan allows, what is
 * left, and how much of its term has passed (none for Free). Rendered on the server: it only
 * reads and links, so it ships no JavaScript of its own beyond the bars.
 */
export function SubscriptionPanel({
  subscription,
  now = new Date(),
}: {
  subscription: PlanUsageInput | null;
  now?: Date;
}) {
  const t = useTranslations("profile.subscriptionPanel");
  return (
    <section
      aria-labelledby="subscription-status-title"
      className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2
          id="subscription-status-title"
          className="min-w-0 break-words font-semibold text-lg leading-tight"
        >
          {t("title")}
        </h2>
        {subscription ? <Badge variant="secondary">{subscription.plan.name}</Badge> : null}
      </div>
      <div className="grid gap-5 px-4 py-4 sm:px-6">
        {subscription ? (
          <Usage subscription={subscription} now={now} />
        ) : (
          <p className="text-muted-foreground text-sm">{t("failed")}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link href="/packages" className={buttonVariants({ size: "sm" })}>
            <ArrowUpCircleIcon aria-hidden="true" />
            {t("upgrade")}
          </Link>
          <Link href="/contact" className={buttonVariants({ size: "sm", variant: "outline" })}>
            <RotateCcwIcon aria-hidden="true" />
            {t("reset")}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Usage({ subscription, now }: { subscription: PlanUsageInput; now: Date }) {
  const t = useTranslations("profile.subscriptionPanel");
  const locale = useLocale() as Locale;
  const usage = planUsage(subscription, now);
  return (
    <>
      <p className="text-sm">
        <span className="text-muted-foreground">{t("currentPlan")} </span>
        <span className="font-semibold">{usage.planName}</span>
      </p>
      <UsageBar id="usage-messages" kind="messages" allowance={usage.messages} />
      <UsageBar id="usage-proposals" kind="proposals" allowance={usage.proposals} />
      {usage.duration ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span id="usage-duration-label" className="font-medium">
              {t("duration")}
            </span>
            <span className="text-muted-foreground">
              {t("days", { used: usage.duration.used, left: usage.duration.left })}
            </span>
          </div>
          <Progress
            aria-labelledby="usage-duration-label"
            value={usage.duration.percent}
            valueText={t("daysValue", { used: usage.duration.used, total: usage.duration.total })}
          />
          {subscription.end_date ? (
            <p className="text-muted-foreground text-xs">
              {t("endsOn", { date: formatDate(subscription.end_date, locale) })}
            </p>
          ) : null}
        </div>
      ) : usage.isFree ? (
        <p className="text-muted-foreground text-xs">{t("freeNote")}</p>
      ) : null}
    </>
  );
}

function UsageBar({
  id,
  kind,
  allowance,
}: {
  id: string;
  kind: "messages" | "proposals";
  allowance: Allowance;
}) {
  const t = useTranslations("profile.subscriptionPanel");
  const labelId = `${id}-label`;
  const counts = {
    used: formatCount(allowance.used),
    limit: formatCount(allowance.limit),
    left: formatCount(allowance.left),
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span id={labelId} className="font-medium">
          {t(kind)}
        </span>
        <span className="text-muted-foreground">
          {t.rich("usage", {
            ...counts,
            strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
          })}
        </span>
      </div>
      <Progress
        aria-labelledby={labelId}
        value={allowance.percent}
        valueText={t(kind === "messages" ? "messagesValue" : "proposalsValue", {
          used: counts.used,
          limit: allowance.limit,
          left: counts.left,
        })}
      />
    </div>
  );
}
