import { z } from "zod";
import type { PeriodListRow } from "./list-periods";

export const PERIOD_STATES = ["running", "queued", "ended", "cut_short"] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

/** One paid or granted plan period of a member, as the subscription page's history shows it. */
export const planPeriodSchema = z
  .object({
    id: z.guid(),
    plan: z.object({
      id: z.guid(),
      name: z.string().describe("The plan's name when it was bought (or granted)."),
    }),
    source: z.enum(["payment", "admin"]).describe("Bought (payment) or granted by an administrator (admin)."),
    payment_id: z.guid().nullable().describe("The payment that bought it; null for a grant."),
    start_date: z.date(),
    end_date: z.date().describe("When it ends (or ended) by its own term."),
    state: z
      .enum(PERIOD_STATES)
      .describe(
        "running: in force now; queued: bought while another plan runs, starts when that one ends; ended: its term is over; cut_short: ended early (a refund, an administrator).",
      ),
    ended_at: z.date().nullable().describe("When it was cut short; null otherwise."),
    end_reason: z.string().nullable().describe("Why it was cut short (a refund, an administrator's reason)."),
  })
  .meta({ id: "PlanPeriod" });

export type PlanPeriodView = z.output<typeof planPeriodSchema>;

/** A period's state at `now`, from its dates alone (no job needs to have run). */
export function periodState(
  period: { startDate: Date; endDate: Date; endedAt: Date | null },
  now: Date,
): PeriodState {
  if (period.endedAt) return "cut_short";
  if (period.endDate <= now) return "ended";
  if (period.startDate > now) return "queued";
  return "running";
}

export function presentPeriod(row: PeriodListRow, now: Date): PlanPeriodView {
  const { period } = row;
  return {
    id: period.id,
    plan: { id: period.planId, name: row.paidPlanName ?? row.planName },
    source: period.source,
    payment_id: period.paymentId,
    start_date: period.startDate,
    end_date: period.endDate,
    state: periodState(period, now),
    ended_at: period.endedAt,
    end_reason: period.endReason,
  };
}
