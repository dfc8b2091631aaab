import { ArrowUpCircleIcon, RotateCcwIcon } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatCount, formatDate, formatQuantity } from "@/lib/format";
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
          Subscription Status
        </h2>
        {subscription ? <Badge variant="secondary">{subscription.plan.name}</Badge> : null}
      </div>
      <div className="grid gap-5 px-4 py-4 sm:px-6">
        {subscription ? (
          <Usage subscription={subscription} now={now} />
        ) : (
          <p className="text-muted-foreground text-sm">
            Your plan could not be loaded. Please try again later.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link href="/packages" className={buttonVariants({ size: "sm" })}>
            <ArrowUpCircleIcon aria-hidden="true" />
            Upgrade Plan
          </Link>
          <Link href="/contact" className={buttonVariants({ size: "sm", variant: "outline" })}>
            <RotateCcwIcon aria-hidden="true" />
            Reset Plan
          </Link>
        </div>
      </div>
    </section>
  );
}

function Usage({ subscription, now }: { subscription: PlanUsageInput; now: Date }) {
  const usage = planUsage(subscription, now);
  return (
    <>
      <p className="text-sm">
        <span className="text-muted-foreground">Current plan: </span>
        <span className="font-semibold">{usage.planName}</span>
      </p>
      <UsageBar id="usage-messages" title="Messages" noun="message" allowance={usage.messages} />
      <UsageBar id="usage-proposals" title="Proposals" noun="proposal" allowance={usage.proposals} />
      {usage.duration ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span id="usage-duration-label" className="font-medium">
              Duration
            </span>
            <span className="text-muted-foreground">
              {formatQuantity(usage.duration.used, "day")} used, {formatQuantity(usage.duration.left, "day")}{" "}
              left
            </span>
          </div>
          <Progress
            aria-labelledby="usage-duration-label"
            value={usage.duration.percent}
            valueText={`${formatQuantity(usage.duration.used, "day")} of ${formatQuantity(usage.duration.total, "day")} used`}
          />
          {subscription.end_date ? (
            <p className="text-muted-foreground text-xs">Ends on {formatDate(subscription.end_date)}</p>
          ) : null}
        </div>
      ) : usage.isFree ? (
        <p className="text-muted-foreground text-xs">
          The Free plan has no end date: its counts start again every 30 days.
        </p>
      ) : null}
    </>
  );
}

function UsageBar({
  id,
  title,
  noun,
  allowance,
}: {
  id: string;
  title: string;
  noun: string;
  allowance: Allowance;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span id={labelId} className="font-medium">
          {title}
        </span>
        <span className="text-muted-foreground">
          {formatCount(allowance.used)} of {formatCount(allowance.limit)} used,{" "}
          <span className="font-medium text-foreground">{formatCount(allowance.left)} left</span>
        </span>
      </div>
      <Progress
        aria-labelledby={labelId}
        value={allowance.percent}
        valueText={`${formatCount(allowance.used)} of ${formatQuantity(allowance.limit, noun)} used, ${formatCount(allowance.left)} left`}
      />
    </div>
  );
}
