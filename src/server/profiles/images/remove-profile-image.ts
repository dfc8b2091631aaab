import { PHOTO_REMOVED } from "@/lib/profile-image";
import type { RequestContext } from "../../context";
import { requireOwnProfile } from "../own-profile";
import { discardPhoto } from "./discard-photo";
import { swapProfileImage } from "./queries";
import type { PhotoRemoveInput } from "./schemas";

/**
 * DELETE /api/profile/delete/profile-image: the profile shows its placeholder again and the files
 * are erased. Removing when there is no photo is not an error: the end state is the one asked for.
 */
export async function removeProfileImage(ctx: RequestContext, input: PhotoRemoveInput) {
  const { profile } = await requireOwnProfile(ctx, { profileId: input.profile_id });
  const { previous } = await swapProfileImage(ctx.db, profile.id, null);
  if (previous) await discardPhoto(ctx, previous);
  return { message: PHOTO_REMOVED };
}
