import type { RequestContext } from "../context";
import { logger } from "../logger";
import type { ImageStorage } from "../storage/storage";

/**
 * Where a verification request's two images live: `verifications/<id>/selfie.webp` and
 * `document.webp`, under the request's own folder so that one removePrefix erases both.
 */
export const VERIFICATION_IMAGES = ["selfie", "document"] as const;
export type VerificationImage = (typeof VERIFICATION_IMAGES)[number];

export function verificationFolder(requestId: string): string {
  return `verifications/${requestId}`;
}

export function verificationImageKey(requestId: string, image: VerificationImage): string {
  return `${verificationFolder(requestId)}/${image}.webp`;
}

/** Erases a request's images (both, and the folder). */
export async function deleteVerificationFiles(storage: ImageStorage, requestId: string): Promise<void> {
  await storage.removePrefix(verificationFolder(requestId));
}

/** The access-checked address an administrator views one image at (raw-routes.ts). */
export function verificationImagePath(requestId: string, image: VerificationImage): string {
  return `/api/verifications/${requestId}/${image}`;
}

/**
 * Erases a closed request's images at once. The row no longer names them (its keys were cleared
 * with its state), so nobody can be served them even if this fails; a failure is logged for cleanup.
 */
export async function eraseVerificationFiles(
  ctx: Pick<RequestContext, "storage" | "requestId">,
  verificationId: string,
): Promise<void> {
  await deleteVerificationFiles(ctx.storage, verificationId).catch((error: unknown) => {
    logger.error("could not delete a verification request's files", {
      requestId: ctx.requestId,
      verificationId,
      error: error instanceof Error ? error.message : String(error),
    });
  });
}
