import { requireMember } from "../auth/guards";
import type { MemberContext, RequestContext } from "../context";
import { AppError, NOT_ALLOWED } from "../errors";
import { findProfileById } from "./queries";
import type { ProfileRow } from "./sections";

export const PROFILE_NOT_FOUND = "Profile not found";
export const PROFILE_DELETED = "This account has been deleted.";

/**
 * The acting member's own profile. Ids in the request (profile_id, profileId, userId, auth_id) are
 * the spec's payload: when one names anyone else the answer is 403 (DESIGN.md §3 "Identity").
 */
export async function requireOwnProfile(
  ctx: RequestContext,
  claimed: { profileId?: string | null; userId?: string | null } = {},
): Promise<{ member: MemberContext; profile: ProfileRow }> {
  const member = requireMember(ctx);
  const profileId = member.user.profileId;
  if (claimed.userId && claimed.userId !== member.user.id) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  if (claimed.profileId && claimed.profileId !== profileId) throw new AppError("FORBIDDEN", NOT_ALLOWED);
  const profile = profileId ? await findProfileById(ctx.db, profileId) : null;
  if (!profile) throw new AppError("NOT_FOUND", PROFILE_NOT_FOUND);
  if (profile.status === "disabled") throw new AppError("FORBIDDEN", PROFILE_DELETED);
  return { member, profile };
}
