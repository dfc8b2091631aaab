import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { withdrawVerificationSchema } from "@/lib/validation/verifications";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { verificationRequests } from "../db/schema";
import { AppError } from "../errors";
import { requireOwnProfile } from "../profiles/own-profile";
import { ADMINS_NOT_VERIFIED } from "./create-verification";
import { eraseVerificationFiles } from "./files";
import { closeRequest } from "./queries";
import { type OwnVerification, presentOwnVerification } from "./schemas";

export const VERIFICATION_WITHDRAWN = "Your verification request has been withdrawn and its photos deleted.";
export const VERIFICATION_NOT_FOUND = "Verification request not found";
export const VERIFICATION_NOT_PENDING = "This verification request has already been decided.";

/**
 * PUT /api/verifications/withdraw: the member takes back their pending request. The keys are
 * cleared in the same statement as the state, and the files erased at once after it.
 */
export async function withdrawVerification(
  ctx: RequestContext,
  input: z.output<typeof withdrawVerificationSchema>,
): Promise<{ message: string; verification: OwnVerification }> {
  if (requireMember(ctx).user.role === "admin") throw new AppError("FORBIDDEN", ADMINS_NOT_VERIFIED);
  const { profile } = await requireOwnProfile(ctx);
  const [own] = await ctx.db
    .select({ id: verificationRequests.id, status: verificationRequests.status })
    .from(verificationRequests)
    .where(
      and(eq(verificationRequests.id, input.verification_id), eq(verificationRequests.profileId, profile.id)),
    );
  // Another member's request is as unknown to this one as one that does not exist.
  if (!own) throw new AppError("NOT_FOUND", VERIFICATION_NOT_FOUND);
  const closed = await closeRequest(ctx.db, own.id, { status: "withdrawn" });
  if (!closed) throw new AppError("CONFLICT", VERIFICATION_NOT_PENDING);
  await eraseVerificationFiles(ctx, closed.id);
  return { message: VERIFICATION_WITHDRAWN, verification: presentOwnVerification(closed) };
}
