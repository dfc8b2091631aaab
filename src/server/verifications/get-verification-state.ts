import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { findProfileById } from "../profiles/queries";
import { mayAskForVerification } from "./eligibility";
import { findLatestRequest } from "./queries";
import { presentOwnVerification, type VerificationState } from "./schemas";

/**
 * GET /api/verifications/own: the member's badge, whether they may ask, and their latest request.
 * An account without a profile (an administrator) has nothing to show and may not ask.
 */
export async function getVerificationState(ctx: RequestContext): Promise<VerificationState> {
  const member = requireMember(ctx);
  const profileId = member.user.profileId;
  const profile = profileId ? await findProfileById(ctx.db, profileId) : null;
  if (!profile || member.user.role === "admin" || profile.status === "disabled") {
    return {
      eligible: false,
      verified: false,
      verified_photo: false,
      verified_identity: false,
      request: null,
    };
  }
  const [eligible, latest] = await Promise.all([
    mayAskForVerification(ctx.db, profile.id),
    findLatestRequest(ctx.db, profile.id),
  ]);
  return {
    eligible: eligible && profile.status === "active",
    verified: profile.verified,
    verified_photo: profile.verifiedPhoto,
    verified_identity: profile.verifiedIdentity,
    request: latest ? presentOwnVerification(latest) : null,
  };
}
