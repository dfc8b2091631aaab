import { randomBytes } from "node:crypto";
import type { ImageStorage } from "../../storage/storage";
import { processPhoto } from "./process-photo";

export type PhotoVariant = "display" | "thumb" | "blurred";

export const PHOTO_VARIANTS: readonly PhotoVariant[] = ["display", "thumb", "blurred"];

/** 128 random bits, base64url: the only name a photo has, so its address cannot be guessed. */
export function newImageId(): string {
  return randomBytes(16).toString("base64url");
}

/** What an image id in a request may look like before it is looked up; the rest is refused unread. */
export const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function variantKey(imageId: string, variant: PhotoVariant): string {
  return `${imageId}/${variant}.webp`;
}

/**
 * Checks and re-encodes a photo (see processPhoto) and stores its three variants under a fresh
 * id. Throws the member-facing AppError for a refused file; stores nothing then.
 */
export async function storeProfilePhoto(storage: ImageStorage, bytes: Buffer): Promise<{ imageId: string }> {
  const photo = await processPhoto(bytes);
  const imageId = newImageId();
  try {
    for (const variant of PHOTO_VARIANTS) await storage.put(variantKey(imageId, variant), photo[variant]);
  } catch (error) {
    await deleteProfilePhoto(storage, imageId).catch(() => {});
    throw error;
  }
  return { imageId };
}

export async function deleteProfilePhoto(storage: ImageStorage, imageId: string): Promise<void> {
  if (!IMAGE_ID.test(imageId)) throw new Error("not an image id");
  await storage.removePrefix(imageId);
}
