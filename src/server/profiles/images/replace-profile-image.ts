import { PHOTO_UPLOADED, profileImagePath } from "@/lib/profile-image";
import type { RequestContext } from "../../context";
import { AppError } from "../../errors";
import { PROFILE_DELETED, requireOwnProfile } from "../own-profile";
import { discardPhoto } from "./discard-photo";
import { swapProfileImage } from "./queries";
import type { PhotoStored, PhotoUploadInput } from "./schemas";
import { storeProfilePhoto } from "./store-photo";
import { limitPhotoUploads } from "./upload-limits";

/**
 * PUT /api/profile/update/profile-image: the new photo takes the old one's place. The old files go
 * only after the row points at the new ones, so the profile never names a missing photo.
 */
export async function replaceProfileImage(
  ctx: RequestContext,
  input: PhotoUploadInput,
): Promise<PhotoStored> {
  const { member, profile } = await requireOwnProfile(ctx, { profileId: input.profileId });
  await limitPhotoUploads(member);
  const { imageId } = await storeProfilePhoto(ctx.storage, input.file.bytes);
  let swap: Awaited<ReturnType<typeof swapProfileImage>>;
  try {
    swap = await swapProfileImage(ctx.db, profile.id, imageId);
  } catch (error) {
    await discardPhoto(ctx, imageId);
    throw error;
  }
  if (!swap.swapped) {
    // The account was deleted while the photo was being encoded: keep none of it.
    await discardPhoto(ctx, imageId);
    throw new AppError("FORBIDDEN", PROFILE_DELETED);
  }
  if (swap.previous) await discardPhoto(ctx, swap.previous);
  return { message: PHOTO_UPLOADED, image_url: profileImagePath(imageId) };
}
