import { z } from "zod";
import { idField } from "@/lib/validation/id";
import type { RequestContext } from "../context";
import { getMatchDetail, type MatchDetail } from "../discovery/match-detail";
import {
  findConnectionsWith,
  findPendingProposalsWith,
  findSearchRow,
  type PendingProposal,
} from "../discovery/queries";
import { AppError } from "../errors";
import { mayBeShown, relationTo, viewerFrom } from "./access";
import { PROFILE_NOT_FOUND } from "./own-profile";
import { presentProfileView } from "./present";
import { findPartnerRequirements, findProfileById, findProfileByUserId, isFeatured } from "./queries";

export const getUserProfileSchema = z
  .object({
    userId: idField("userId").optional(),
    profileId: idField("profileId").optional(),
  })
  .refine((input) => input.userId || input.profileId, "Give a userId or a profileId");

/**
 * GET /api/profile/get/user-profile: another member's profile as this viewer may see it. A profile
 * the viewer may not see (profile_visibility), an unfinished or a deleted one is simply not found,
 * so its existence is not revealed.
 */
export async function getUserProfile(ctx: RequestContext, input: z.output<typeof getUserProfileSchema>) {
  const viewer = await viewerFrom(ctx);
  const profile = input.profileId
    ? await findProfileById(ctx.db, input.profileId)
    : await findProfileByUserId(ctx.db, input.userId ?? "");
  if (!profile || (input.userId && profile.userId !== input.userId)) {
    throw new AppError("NOT_FOUND", PROFILE_NOT_FOUND);
  }
  const relation = await relationTo(ctx.db, viewer, profile.id);
  if (!(await mayBeShown(ctx.db, profile, relation))) throw new AppError("NOT_FOUND", PROFILE_NOT_FOUND);
  // Discovery (issue 5): the match criterion by criterion, the connection and a pending proposal.
  const viewerProfileId = viewer.kind === "member" ? viewer.profileId : null;
  const others = viewerProfileId && !relation.isOwner ? [profile.id] : [];
  const [partner, featured, mine, connections, pending] = await Promise.all([
    findPartnerRequirements(ctx.db, profile.id),
    isFeatured(ctx.db, profile.id),
    viewerProfileId && others.length > 0 ? findSearchRow(ctx.db, viewerProfileId) : Promise.resolve(null),
    viewerProfileId ? findConnectionsWith(ctx.db, viewerProfileId, others) : new Map<string, string>(),
    viewerProfileId
      ? findPendingProposalsWith(ctx.db, viewerProfileId, others)
      : new Map<string, PendingProposal>(),
  ]);
  const match: MatchDetail | null = await getMatchDetail(ctx.db, mine, profile.id);
  return {
    profile: {
      ...presentProfileView(profile, partner, relation, featured),
      match,
      connection_id: connections.get(profile.id) ?? null,
      proposal: pending.get(profile.id) ?? null,
    },
  };
}
export type UserProfileView = Awaited<ReturnType<typeof getUserProfile>>["profile"];
