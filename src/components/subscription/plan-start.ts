/**
 * When a plan bought now would start (decision 0027's queue): at once on Free, else when the last
 * paid plan in force or queued ends. Pure, so the confirmation panel says it before payment and a
 * unit test holds it to what the server does.
 */

type Dated = Date | string;

export type PlanStart = { kind: "now" } | { kind: "after"; planName: string; date: Date };

export function planStart(
  current: { plan: { name: string; is_free: boolean }; end_date: Dated | null },
  queued: readonly { plan: { name: string }; end_date: Dated }[],
  now: Date = new Date(),
): PlanStart {
  let start: PlanStart = { kind: "now" };
  const consider = (planName: string, end: Dated | null) => {
    if (end === null) return;
    const date = new Date(end);
    if (Number.isNaN(date.getTime()) || date <= now) return;
    if (start.kind === "now" || date > start.date) start = { kind: "after", planName, date };
  };
  if (!current.plan.is_free) consider(current.plan.name, current.end_date);
  for (const period of queued) consider(period.plan.name, period.end_date);
  return start;
}
