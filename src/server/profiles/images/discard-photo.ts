import type { RequestContext } from "../../context";
import { logger } from "../../logger";
import { deleteProfilePhoto } from "./store-photo";

/**
 * Erases files no profile points at any more. The database change already stands, so a storage
 * failure must not undo the member's action: it is logged for cleanup (nobody can be served the
 * files, as serving looks the id up in the profiles table).
 */
export async function discardPhoto(ctx: RequestContext, imageId: string): Promise<void> {
  try {
    await deleteProfilePhoto(ctx.storage, imageId);
  } catch (error) {
    logger.error("could not delete photo files", {
      requestId: ctx.requestId,
      imageId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
