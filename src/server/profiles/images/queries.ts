import { eq } from "drizzle-orm";
import { profileImagePath } from "@/lib/profile-image";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";

/** What serving a photo needs to decide who may see which variant. */
export async function findProfileByImageId(db: Db, imageId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      status: profiles.status,
      profileVisibility: profiles.profileVisibility,
      showProfilePicture: profiles.showProfilePicture,
    })
    .from(profiles)
    .where(eq(profiles.imageId, imageId))
    .limit(1);
  return row ?? null;
}

/**
 * Points the profile at `imageId` (or at no photo) and returns the id it held before. The row is
 * locked for the swap, so two uploads at once cannot both believe the profile had no photo, and
 * `onlyWhenEmpty` lets the caller refuse the swap when a photo is already there. A profile deleted
 * while the photo was being encoded is never swapped (`deleted`): account deletion takes the same
 * lock, so no photo is attached to a deleted account; the caller erases the files it stored.
 */
export async function swapProfileImage(
  db: Db,
  profileId: string,
  imageId: string | null,
  options: { onlyWhenEmpty?: boolean } = {},
): Promise<{ swapped: boolean; previous: string | null; deleted?: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageId: profiles.imageId, status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for("update");
    if (row?.status === "disabled") return { swapped: false, previous: null, deleted: true };
    const previous = row?.imageId ?? null;
    if (!row || (options.onlyWhenEmpty && previous)) return { swapped: false, previous };
    await tx
      .update(profiles)
      .set({
        imageId,
        imageUrl: imageId ? profileImagePath(imageId) : null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profileId));
    return { swapped: true, previous };
  });
}
