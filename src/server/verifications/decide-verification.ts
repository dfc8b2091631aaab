import type { z } from "zod";
import type { decideVerificationSchema } from "@/lib/validation/verifications";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { createNotification } from "../notifications/create-notification";
import { setVerifiedBadge } from "./badge";
import { eraseVerificationFiles } from "./files";
import { closeRequest, findReview } from "./queries";
import { presentReview, type Review } from "./schemas";
import { VERIFICATION_NOT_FOUND, VERIFICATION_NOT_PENDING } from "./withdraw-verification";

export const VERIFICATION_APPROVED = "Verification approved: the member now has the verified badge.";
export const VERIFICATION_REJECTED = "Verification rejected: the member has been told why.";

/**
 * PUT /api/verifications/update: an administrator approves (the badge, with the checks made) or
 * rejects (with a reason) a pending request. In one transaction: the request closed with its keys
 * cleared, the badge, the member's notification and the trail's entry. Then both images are
 * erased at once (decision 0033: the selfie too; only the result is kept).
 */
export async function decideVerification(
  ctx: RequestContext,
  input: z.output<typeof decideVerificationSchema>,
): Promise<{ message: string; verification: Review }> {
  const admin = requireAdmin(ctx);
  const found = await findReview(ctx.db, input.verification_id);
  if (!found) throw new AppError("NOT_FOUND", VERIFICATION_NOT_FOUND);
  const approve = input.decision === "approve";
  const reason = input.reason === "" ? null : input.reason;

  await ctx.db.transaction(async (tx) => {
    const closed = await closeRequest(tx, found.id, {
      status: approve ? "approved" : "rejected",
      reason,
      photoMatches: approve ? input.photo_matches : null,
      identityChecked: approve ? input.identity_checked : null,
      decidedBy: admin.user.id,
    });
    if (!closed) throw new AppError("CONFLICT", VERIFICATION_NOT_PENDING);
    const checks = { photoMatches: input.photo_matches, identityChecked: input.identity_checked };
    if (approve) await setVerifiedBadge(tx, found.profileId, { adminUserId: admin.user.id, checks });
    await createNotification(tx, {
      userId: found.userId,
      type: approve ? "profile_verified" : "verification_rejected",
      title: approve ? "Your profile is verified" : "Your verification request was not approved",
      body: approve ? undefined : `Reason: ${input.reason}`,
      link: "/dashboard/profile#verification",
    });
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: approve ? "verification.approve" : "verification.reject",
      targetType: "verification_request",
      targetId: found.id,
      reason,
      detail: {
        profile_id: found.profileId,
        user_id: found.userId,
        document_type: found.documentType,
        ...(approve ? { photo_matches: input.photo_matches, identity_checked: input.identity_checked } : {}),
      },
    });
  });

  await eraseVerificationFiles(ctx, found.id);
  // The badge decides who may see verified_users profiles: the member's next request reads it anew.
  sessionCache().forgetUser(found.userId);
  const after = await findReview(ctx.db, found.id);
  if (!after) throw new AppError("NOT_FOUND", VERIFICATION_NOT_FOUND);
  return {
    message: approve ? VERIFICATION_APPROVED : VERIFICATION_REJECTED,
    verification: presentReview(after),
  };
}
