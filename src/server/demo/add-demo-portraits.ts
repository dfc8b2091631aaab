import type { Database } from "../db/client";
import { swapProfileImage } from "../profiles/images/queries";
import { deleteProfilePhoto, storeProfilePhoto } from "../profiles/images/store-photo";
import type { ImageStorage } from "../storage/storage";
import { avatarPng } from "./avatar";
import { generateDemoPerson } from "./generate-demo-person";
import { demoProfilesWithoutPhoto } from "./queries";

export type PortraitOptions = {
  seed: string;
  firstOrdinal: number;
  lastOrdinal: number;
  /** Stops between two portraits (the server shutting down). */
  signal?: AbortSignal;
};

/**
 * Draws a portrait for each demo member #first to #last still without a photo and stores it as an
 * upload is stored (three WebP variants, served only by the access-checked route). A member's look
 * comes from their seed and ordinal, so this can run apart from the seeding (the first start does it
 * in the background). A portrait whose profile got a photo meanwhile is thrown away.
 */
export async function addDemoPortraits(
  database: Database,
  storage: ImageStorage,
  options: PortraitOptions,
): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  const targets = await demoProfilesWithoutPhoto(database.db, options.firstOrdinal, options.lastOrdinal);
  let count = 0;
  let next = 0;
  const portrait = async () => {
    while (next < targets.length && !options.signal?.aborted) {
      const target = targets[next];
      next += 1;
      if (!target) continue;
      const { look } = generateDemoPerson(target.ordinal, { seed: options.seed });
      const { imageId } = await storeProfilePhoto(storage, await avatarPng(look));
      try {
        const { swapped } = await swapProfileImage(database.db, target.profileId, imageId, {
          onlyWhenEmpty: true,
        });
        if (swapped) count += 1;
        else await deleteProfilePhoto(storage, imageId);
      } catch (error) {
        await deleteProfilePhoto(storage, imageId).catch(() => {});
        throw error;
      }
    }
  };
  // sharp works on libuv's threads: two portraits at a time keep both cores busy.
  await Promise.all([portrait(), portrait()]);
  return { count, ms: performance.now() - started };
}
