import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profileSubscriptions } from "../db/schema";
import type { EffectiveSubscription } from "./effective-plan";

/**
 * Counts one send (a proposal or a message) on the member's subscription, writing back the plan
 * in force as effectiveSubscription read it (an expired plan's Free, a new Free period), inside
 * the transaction that holds the row's lock (lockSubscription) and checked the limit.
 */
export async function countSend(
  tx: Db,
  profileId: string,
  current: EffectiveSubscription,
  kind: "proposals" | "messages",
): Promise<void> {
  await tx
    .update(profileSubscriptions)
    .set({
      planId: current.plan.id,
      startDate: current.startDate,
      endDate: current.endDate,
      messagesSent: current.messagesSent + (kind === "messages" ? 1 : 0),
      proposalsSent: current.proposalsSent + (kind === "proposals" ? 1 : 0),
      updatedAt: sql`now()`,
    })
    .where(eq(profileSubscriptions.profileId, profileId));
}
