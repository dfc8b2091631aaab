import type { Db } from "../db/client";
import { findSubscriptionView } from "../profiles/get-profile-subscription";
import { readOpenToAll } from "./settings";

/**
 * Whether a member may ask for verification: their plan in force includes it (`profile_status`),
 * or the administrators opened it to every member.
 */
export async function mayAskForVerification(db: Db, profileId: string): Promise<boolean> {
  const [openToAll, subscription] = await Promise.all([
    readOpenToAll(db),
    findSubscriptionView(db, profileId),
  ]);
  return openToAll || subscription?.plan.profile_status === true;
}
