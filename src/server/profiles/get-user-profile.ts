import { z } from "zod";
import { idField } from "@/lib/validation/id";
import type { RequestContext } from "../context";
import { getMatchDetail, type MatchDetail, matchDetailSchema } from "../discovery/match-detail";
import {
  findConnectionsWith,
  findPendingProposalsWith,
  findSearchRow,
  type PendingProposal,
  pendingProposalSchema,
} from "../discovery/queries";
import { AppError } from "../errors";
import { mayBeShown, relationTo, viewerFrom } from "./access";
import { PROFILE_NOT_FOUND } from "./own-profile";
import { presentProfileView, profileViewFields } from "./present";
import { findPartnerRequirements, findProfileById, findProfileByUserId, isFeatured } from "./queries";

export const getUserProfileSchema = z
  .object({
    userId: idField("userId").optional(),
    profileId: idField("profileId").optional(),
  })
  .refine((input) => input.userId || input.profileId, "Give a userId or a profileId");

/** Another member's profile as the viewer may see it, with how the viewer stands to them. */
export const userProfileViewSchema = z
  .object({
    ...profileViewFields,
    match: matchDetailSchema
      .nullable()
      .describe(
        "The mutual match score criterion by criterion; null on one's own profile, for a viewer without partner requirements, and when nothing can be compared.",
      ),
    connection_id: z
      .guid()
      .nullable()
      .describe("The viewer's connection with this member (open it for Contact Details), or null."),
    proposal: pendingProposalSchema
      .nullable()
      .describe("A pending proposal between the viewer and this member, either way, or null."),
  })
  .meta({
    id: "UserProfileView",
    description:
      "Another member's profile as this viewer may see it (never their e-mail, phone or date of birth; the blurred photo unless their `show_profile_picture` allows), with the match and the viewer's standing with them.",
  });

export type UserProfileView = z.output<typeof userProfileViewSchema>;

export const userProfileOutput = z.object({ profile: userProfileViewSchema });

/**
 * GET /api/profile/get/user-profile: another member's profile as this viewer may see it. A profile
 * the viewer may not see (profile_visibility), an unfinished or a deleted one is simply not found,
 * so its existence is not revealed.
 */
export async function getUserProfile(
  ctx: RequestContext,
  input: z.output<typeof getUserProfileSchema>,
): Promise<z.output<typeof userProfileOutput>> {
  const viewer = viewerFrom(ctx);
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
