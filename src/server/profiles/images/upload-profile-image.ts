import { PHOTO_ALREADY_UPLOADED, PHOTO_UPLOADED, profileImagePath } from "@/lib/profile-image";
import type { RequestContext } from "../../context";
import { AppError } from "../../errors";
import { PROFILE_DELETED, requireOwnProfile } from "../own-profile";
import { discardPhoto } from "./discard-photo";
import { swapProfileImage } from "./queries";
import type { PhotoStored, PhotoUploadInput } from "./schemas";
import { storeProfilePhoto } from "./store-photo";
import { limitPhotoUploads } from "./upload-limits";

/**
 * POST /api/profile/create/image-upload: the member's first photo. A profile that has one already
 * is refused (the panel disables uploading then; replacing is PUT /update/profile-image).
 */
export async function uploadProfileImage(ctx: RequestContext, input: PhotoUploadInput): Promise<PhotoStored> {
  const { member, profile } = await requireOwnProfile(ctx, { profileId: input.profileId });
  if (profile.imageId) throw new AppError("CONFLICT", PHOTO_ALREADY_UPLOADED);
  await limitPhotoUploads(member);

  const { imageId } = await storeProfilePhoto(ctx.storage, input.file.bytes);
  let swapped = false;
  let deleted: boolean | undefined;
  try {
    // Checked again under the row lock: another upload may have landed, or the account been
    // deleted, while this one was encoding.
    ({ swapped, deleted } = await swapProfileImage(ctx.db, profile.id, imageId, { onlyWhenEmpty: true }));
  } finally {
    if (!swapped) await discardPhoto(ctx, imageId);
  }
  if (deleted) throw new AppError("FORBIDDEN", PROFILE_DELETED);
  if (!swapped) throw new AppError("CONFLICT", PHOTO_ALREADY_UPLOADED);
  return { message: PHOTO_UPLOADED, image_url: profileImagePath(imageId) };
}
