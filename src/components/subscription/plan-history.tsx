import { CalendarClockIcon, CheckCircle2Icon, PlayCircleIcon, ScissorsIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { WordBadge, type WordBadgeStyle } from "@/components/payments/word-badge";
import { formatDate } from "@/lib/format";
import type { PeriodState, PlanPeriodView } from "@/server/plans/present-period";

const STATE: Record<PeriodState, Omit<WordBadgeStyle, "label">> = {
  running: {
    icon: PlayCircleIcon,
    tone: "border-emerald-600/40 bg-emerald-50 text-emerald-900",
  },
  queued: { icon: CalendarClockIcon, tone: "border-sky-600/40 bg-sky-50 text-sky-900" },
  ended: { icon: CheckCircle2Icon, tone: "border-border bg-muted text-foreground" },
  cut_short: {
    icon: ScissorsIcon,
    tone: "border-amber-600/40 bg-amber-50 text-amber-900",
  },
};

/** A period's state as a word with its icon (never colour alone). */
export function PeriodStateBadge({ state }: { state: PeriodState }) {
  const t = useTranslations("subscription.states");
  return <WordBadge style={{ ...STATE[state], label: t(state) }} value={state} />;
}

/** The plans queued after the one that runs (spec §4: the member knows before and after paying). */
export function QueuedPlans({ queued }: { queued: readonly PlanPeriodView[] }) {
  const t = useTranslations("subscription.queued");
  const locale = useLocale();
  if (queued.length === 0) return null;
  return (
    <section
      aria-labelledby="queued-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="queued-title" className="font-semibold text-lg leading-tight">
        {t("title")}
      </h2>
      <ul className="grid gap-2">
        {queued.map((period) => (
          <li key={period.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PeriodStateBadge state="queued" />
            <span className="font-medium">
              {t("starts", { plan: period.plan.name, date: formatDate(period.start_date, locale) })}
            </span>
            <span className="text-muted-foreground text-sm">
              {t("runsUntil", { date: formatDate(period.end_date, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every plan period that has begun, newest first: plan, dates, how it came, how it stands. */
export function PlanHistory({ history }: { history: readonly PlanPeriodView[] }) {
  const t = useTranslations("subscription.history");
  const locale = useLocale();
  return (
    <section
      aria-labelledby="history-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="history-title" className="font-semibold text-lg leading-tight">
        {t("title")}
      </h2>
      {history.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <ul className="grid divide-y">
          {history.map((period) => (
            <li key={period.id} className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="history-item">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{period.plan.name}</span>
                <PeriodStateBadge state={period.state} />
              </div>
              <p className="text-muted-foreground text-sm">
                {t("dates", {
                  start: formatDate(period.start_date, locale),
                  end: formatDate(period.ended_at ?? period.end_date, locale),
                })}{" "}
                · {period.source === "admin" ? t("granted") : t("bought")}
              </p>
              {period.state === "cut_short" && period.end_reason ? (
                <p className="text-sm">{t("endedEarly", { reason: period.end_reason })}</p>
              ) : null}
              {period.payment_id ? (
                <Link
                  href={`/dashboard/payment/${period.payment_id}`}
                  className="w-fit text-primary text-sm underline underline-offset-4"
                >
                  {t("receipt")}
                  <span className="sr-only"> {t("receiptFor", { plan: period.plan.name })}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
