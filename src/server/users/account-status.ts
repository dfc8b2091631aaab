import { invalidateUserSessions } from "../auth/session";
import type { Db } from "../db/client";
import { logger } from "../logger";
import { revokeUserApiTokens } from "../tokens/queries";

/**
 * What blocking an account does besides its status (run in the transaction that sets it
 * `disabled`): its sessions end at once and its API tokens end for good (decision 0019). Used by
 * the Users screen and by the moderation queue's "block" alike. The caller forgets the user in
 * the session cache after commit.
 */
export async function endBlockedAccountAccess(tx: Db, userId: string, requestId?: string): Promise<void> {
  await invalidateUserSessions(tx, userId);
  const revoked = await revokeUserApiTokens(tx, userId);
  if (revoked) logger.info("api tokens revoked", { requestId, userId, revoked, reason: "blocked" });
}
