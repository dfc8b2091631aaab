import type { RequestContext } from "../../context";
import { AppError } from "../../errors";
import { allows, mayBeShown, relationTo, viewerFrom } from "../access";
import { findProfileByImageId } from "./queries";
import { IMAGE_ID, type PhotoVariant, variantKey } from "./store-photo";

export const IMAGE_NOT_FOUND = "Image not found";

export type ProfileImage = {
  etag: string;
  /** Null when the viewer's copy is still current (If-None-Match matched). */
  bytes: Buffer | null;
};

/**
 * GET /api/profile/images/{imageId}: the photo as this viewer may see it (DESIGN.md §3). A photo
 * whose profile the viewer may not see at all (profile_visibility, unfinished, deleted) is not
 * found, like an unknown id; otherwise the original variant when show_profile_picture allows the
 * viewer, else the blurred one, never the original.
 */
export async function getProfileImage(
  ctx: RequestContext,
  input: { imageId: string; size?: string | null; ifNoneMatch?: string | null },
): Promise<ProfileImage> {
  if (!IMAGE_ID.test(input.imageId)) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND);
  const profile = await findProfileByImageId(ctx.db, input.imageId);
  if (!profile) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND);
  const viewer = viewerFrom(ctx);
  const relation = await relationTo(ctx.db, viewer, profile.id);
  if (!(await mayBeShown(ctx.db, profile, relation))) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND);

  const variant: PhotoVariant = allows(profile.showProfilePicture, relation)
    ? input.size === "thumb"
      ? "thumb"
      : "display"
    : "blurred";
  // Variants never change under an id, so the tag needs no file read.
  const etag = `"${input.imageId}.${variant}"`;
  if (matches(input.ifNoneMatch, etag)) return { etag, bytes: null };

  const bytes = await ctx.storage.get(variantKey(input.imageId, variant));
  if (!bytes) throw new AppError("NOT_FOUND", IMAGE_NOT_FOUND);
  return { etag, bytes };
}

function matches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
