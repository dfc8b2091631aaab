import { z } from "zod";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { VERIFICATION_IMAGES, type VerificationImage } from "./files";
import { findReview } from "./queries";
import { VERIFICATION_NOT_FOUND } from "./withdraw-verification";

const params = z.object({ verificationId: z.uuid(), image: z.enum(VERIFICATION_IMAGES) });

/**
 * GET /api/verifications/{id}/{selfie|document}: the image's bytes, for administrators only, while
 * the request is pending (afterwards the file is gone: 404). Every view is recorded in the trail.
 */
export async function viewVerificationImage(
  ctx: RequestContext,
  input: { verificationId: string; image: string },
): Promise<Buffer> {
  const admin = requireAdmin(ctx);
  const parsed = params.safeParse(input);
  if (!parsed.success) throw new AppError("NOT_FOUND", VERIFICATION_NOT_FOUND);
  const image: VerificationImage = parsed.data.image;
  const request = await findReview(ctx.db, parsed.data.verificationId.toLowerCase());
  const key =
    request?.status === "pending" ? (image === "selfie" ? request.selfieKey : request.documentKey) : null;
  const bytes = request && key ? await ctx.storage.get(key) : null;
  if (!request || !bytes) throw new AppError("NOT_FOUND", VERIFICATION_NOT_FOUND);
  await recordAdminAction(ctx.db, {
    adminUserId: admin.user.id,
    action: "verification.view",
    targetType: "verification_request",
    targetId: request.id,
    detail: { image, profile_id: request.profileId, user_id: request.userId },
  });
  return bytes;
}
