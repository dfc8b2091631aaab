import { PHOTO_UPLOADED, profileImagePath } from "@/lib/profile-image";
import type { RequestContext } from "../../context";
import { requireOwnProfile } from "../own-profile";
import { discardPhoto } from "./discard-photo";
import { swapProfileImage } from "./queries";
import type { PhotoUploadInput } from "./schemas";
import { storeProfilePhoto } from "./store-photo";

/**
 * PUT /api/profile/update/profile-image: the new photo takes the old one's place. The old files go
 * only after the row points at the new ones, so the profile never names a missing photo.
 */
export async function replaceProfileImage(ctx: RequestContext, input: PhotoUploadInput) {
  const { profile } = await requireOwnProfile(ctx, { profileId: input.profileId });
  const { imageId } = await storeProfilePhoto(ctx.storage, input.file.bytes);
  let previous: string | null;
  try {
    ({ previous } = await swapProfileImage(ctx.db, profile.id, imageId));
  } catch (error) {
    await discardPhoto(ctx, imageId);
    throw error;
  }
  if (previous) await discardPhoto(ctx, previous);
  return { message: PHOTO_UPLOADED, image_url: profileImagePath(imageId) };
}
