/**
 * The `discovery.card` catalog key of a member's verified badge, matching
 * `verifiedBadgeLabel()` (its English words), or null without a badge.
 */
export function verifiedBadgeKey(badge: {
  verified: boolean;
  verified_photo: boolean;
  verified_identity: boolean;
}): "photoAndIdVerified" | "photoVerified" | "idVerified" | "verified" | null {
  if (!badge.verified) return null;
  if (badge.verified_photo && badge.verified_identity) return "photoAndIdVerified";
  if (badge.verified_photo) return "photoVerified";
  if (badge.verified_identity) return "idVerified";
  return "verified";
}
