import { z } from "zod";
import type { userIdQuery } from "@/lib/validation/profile";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { findSubscriptionView } from "./get-profile-subscription";
import { PROFILE_NOT_FOUND, requireOwnProfile } from "./own-profile";
import { type OwnProfile, ownProfileSchema, presentOwnProfile } from "./present";
import { findAccount, findPartnerRequirements } from "./queries";
import type { ProfileRow } from "./sections";

export const ownProfileOutput = z.object({ profile: ownProfileSchema });

/** GET /api/profile/get?userId=: the member's own profile, every section and the account's contact. */
export async function getProfile(
  ctx: RequestContext,
  input: z.output<typeof userIdQuery>,
): Promise<z.output<typeof ownProfileOutput>> {
  const { profile } = await requireOwnProfile(ctx, { userId: input.userId });
  return { profile: await loadOwnProfile(ctx, profile) };
}

export async function loadOwnProfile(ctx: RequestContext, profile: ProfileRow): Promise<OwnProfile> {
  const [partner, account, subscription] = await Promise.all([
    findPartnerRequirements(ctx.db, profile.id),
    findAccount(ctx.db, profile.userId),
    findSubscriptionView(ctx.db, profile.id),
  ]);
  if (!account) throw new AppError("NOT_FOUND", PROFILE_NOT_FOUND);
  return presentOwnProfile(profile, partner, account, subscription);
}
