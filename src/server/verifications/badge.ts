import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

/** What an administrator checked before granting the verified badge. */
export type VerificationChecks = { photoMatches: boolean; identityChecked: boolean };

/**
 * Grants (with the checks made) or takes away the verified badge: the one place that writes
 * `profiles.verified` and what it stands for, whether from a reviewed request or an administrator's
 * action on the Users screen. The discovery index follows through its trigger.
 */
export async function setVerifiedBadge(
  db: Db,
  profileId: string,
  badge: { adminUserId: string; checks: VerificationChecks } | null,
): Promise<void> {
  await db
    .update(profiles)
    .set(
      badge
        ? {
            verified: true,
            verifiedAt: sql`now()`,
            verifiedBy: badge.adminUserId,
            verifiedPhoto: badge.checks.photoMatches,
            verifiedIdentity: badge.checks.identityChecked,
          }
        : {
            verified: false,
            verifiedAt: null,
            verifiedBy: null,
            verifiedPhoto: false,
            verifiedIdentity: false,
          },
    )
    .where(eq(profiles.id, profileId));
}
