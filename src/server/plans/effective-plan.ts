import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { profileSubscriptions } from "../db/schema";
import { subscriptionPlans } from "../db/schema";
import type { PlanRow } from "./queries";

/** The Free plan has no end date: its counters start over every this many days (DESIGN.md §3). */
export const FREE_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type StoredSubscription = Pick<
  typeof profileSubscriptions.$inferSelect,
  "planId" | "messagesSent" | "proposalsSent" | "startDate" | "endDate"
>;

export type EffectiveSubscription = {
  plan: PlanRow;
  messagesSent: number;
  proposalsSent: number;
  startDate: Date;
  endDate: Date | null;
  /** The stored row is behind (an expired plan, a finished Free period): write these values back. */
  stale: boolean;
};

/**
 * The one rule for which plan and counters are in force (docs/decisions/0011): a paid plan whose
 * end date has passed is the Free plan from that end date, counters at zero; on Free the counters
 * start over every FREE_PERIOD_DAYS from its start date. Everyone who shows or counts usage asks
 * here, so the subscription page and the limit checks never disagree.
 */
export function effectiveSubscription(
  stored: {
    subscription: StoredSubscription;
    plan: PlanRow;
    /**
     * The queued period that has begun since the row was last brought in line (decision 0027),
     * when the row's next_period_start has passed; it is in force, counters from zero.
     */
    due?: { plan: PlanRow; startDate: Date; endDate: Date } | null;
  },
  freePlan: PlanRow,
  now: Date = new Date(),
): EffectiveSubscription {
  const { subscription, due } = stored;
  if (
    due &&
    due.startDate <= now &&
    due.endDate > now &&
    due.startDate.getTime() !== subscription.startDate.getTime()
  ) {
    return {
      plan: due.plan,
      messagesSent: 0,
      proposalsSent: 0,
      startDate: due.startDate,
      endDate: due.endDate,
      stale: true,
    };
  }
  let current: EffectiveSubscription = {
    plan: stored.plan,
    messagesSent: subscription.messagesSent,
    proposalsSent: subscription.proposalsSent,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    stale: false,
  };
  if (!current.plan.isFree && current.endDate && current.endDate <= now) {
    current = {
      plan: freePlan,
      messagesSent: 0,
      proposalsSent: 0,
      startDate: current.endDate,
      endDate: null,
      stale: true,
    };
  }
  if (current.plan.isFree) {
    const period = FREE_PERIOD_DAYS * DAY_MS;
    const periods = Math.floor((now.getTime() - current.startDate.getTime()) / period);
    if (periods > 0) {
      current = {
        ...current,
        messagesSent: 0,
        proposalsSent: 0,
        startDate: new Date(current.startDate.getTime() + periods * period),
        stale: true,
      };
    }
  }
  return current;
}

export async function findFreePlan(db: Db): Promise<PlanRow> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isFree, true)).limit(1);
  // seedPlans runs at every start; a database without it is broken, not a member's mistake.
  if (!row) throw new Error("No Free plan in subscription_plans: seed the plans first.");
  return row;
}
