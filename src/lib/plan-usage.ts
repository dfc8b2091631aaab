/**
 * Spec §4 "Plan usage display": what the subscription panel shows, computed from the member's plan
 * and counters. Pure, so the panel, the subscription page and the tests agree on every figure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanUsageInput = {
  plan: {
    name: string;
    messages_limit: number;
    proposals_limit: number;
    /** Days; null or 0 for a plan without one (Free). */
    duration: number | null;
    is_free?: boolean;
  };
  messages_sent: number;
  proposals_sent: number;
  start_date: Date | string;
  end_date: Date | string | null;
};

/** A counted allowance: how much is used and left, and the bar's fill (0 to 100). */
export type Allowance = { limit: number; used: number; left: number; percent: number };

/** Days of a plan's term, or null for a plan without a duration. */
export type DurationUsage = { total: number; used: number; left: number; percent: number };

export type PlanUsage = {
  planName: string;
  isFree: boolean;
  messages: Allowance;
  proposals: Allowance;
  duration: DurationUsage | null;
};

function whole(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** A bar's fill: the used share, capped at 100 percent (spec §4); an allowance of 0 reads as full. */
export function usagePercent(used: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}

/** Left = limit minus used, never below 0 (spec §4). */
export function allowance(limit: number, used: number): Allowance {
  const total = whole(limit);
  const spent = whole(used);
  return { limit: total, used: spent, left: Math.max(0, total - spent), percent: usagePercent(spent, total) };
}

function toTime(value: Date | string | null): number | null {
  if (value === null) return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Whether a plan is the Free one, which shows no duration (spec §4). */
export function isFreePlan(plan: PlanUsageInput["plan"]): boolean {
  return plan.is_free === true || plan.name.trim().toLowerCase() === "free";
}

/**
 * Duration used = whole days since start_date; left = the days between start and end minus used,
 * never below 0. Without an end date the plan's own duration is the term; without either (Free),
 * there is no duration to show.
 */
export function durationUsage(input: PlanUsageInput, now: Date = new Date()): DurationUsage | null {
  if (isFreePlan(input.plan)) return null;
  const start = toTime(input.start_date);
  if (start === null) return null;
  const end = toTime(input.end_date);
  const total =
    end !== null
      ? whole(Math.round((end - start) / DAY_MS))
      : input.plan.duration
        ? whole(input.plan.duration)
        : 0;
  if (total <= 0) return null;
  const used = whole((now.getTime() - start) / DAY_MS);
  return { total, used, left: Math.max(0, total - used), percent: usagePercent(used, total) };
}

export function planUsage(input: PlanUsageInput, now: Date = new Date()): PlanUsage {
  return {
    planName: input.plan.name,
    isFree: isFreePlan(input.plan),
    messages: allowance(input.plan.messages_limit, input.messages_sent),
    proposals: allowance(input.plan.proposals_limit, input.proposals_sent),
    duration: durationUsage(input, now),
  };
}
