import { randomUUID } from "node:crypto";
import { requireMember } from "../auth/guards";
import { consumeRateLimit, type RateRule } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { isUniqueViolation } from "../db/client";
import { verificationRequests } from "../db/schema";
import { AppError } from "../errors";
import { reencodePhoto } from "../profiles/images/process-photo";
import { requireOwnProfile } from "../profiles/own-profile";
import { mayAskForVerification } from "./eligibility";
import { deleteVerificationFiles, verificationImageKey } from "./files";
import { findPendingRequest } from "./queries";
import { type CreateVerificationInput, type OwnVerification, presentOwnVerification } from "./schemas";

export const VERIFICATION_REQUESTED = "Thank you. Your verification request has been sent for review.";
export const VERIFICATION_NOT_INCLUDED =
  "Verification comes with plans that include the verified badge. Please upgrade your plan to get verified.";
export const VERIFICATION_PENDING = "You already have a verification request waiting for review.";
export const ALREADY_VERIFIED = "Your profile is already verified.";
export const SUBMIT_PROFILE_FIRST = "Please complete and submit your profile before asking for verification.";
export const ADMINS_NOT_VERIFIED = "Administrators do not ask for verification.";
export const TOO_MANY_VERIFICATIONS =
  "You have sent too many verification requests today. Please try again tomorrow.";

/** Legible enough for a document's print, small enough to keep briefly. */
const IMAGE_MAX_PX = 1600;

/** Each request decodes two images; a member has no use for more than a few a day. */
const verificationRate: RateRule = { name: "verification:member", limit: 10, windowSeconds: 24 * 60 * 60 };

/**
 * POST /api/verifications/create: a member asks for the verified badge with a selfie taken now and
 * a photo of an identity document. Both are checked and re-encoded as profile photos are (no
 * metadata survives) and kept only until the decision. One pending request at a time.
 */
export async function createVerification(
  ctx: RequestContext,
  input: CreateVerificationInput,
): Promise<{ message: string; verification: OwnVerification }> {
  if (requireMember(ctx).user.role === "admin") throw new AppError("FORBIDDEN", ADMINS_NOT_VERIFIED);
  const { member, profile } = await requireOwnProfile(ctx);
  if (profile.status !== "active") throw new AppError("FORBIDDEN", SUBMIT_PROFILE_FIRST);
  // What the member already has is said before whether their plan allows asking.
  if (await findPendingRequest(ctx.db, profile.id)) throw new AppError("CONFLICT", VERIFICATION_PENDING);
  if (profile.verified) throw new AppError("CONFLICT", ALREADY_VERIFIED);
  if (!(await mayAskForVerification(ctx.db, profile.id)))
    throw new AppError("FORBIDDEN", VERIFICATION_NOT_INCLUDED);
  await consumeRateLimit(ctx.db, verificationRate, member.user.id, TOO_MANY_VERIFICATIONS);

  // One after the other: each decode may take a few hundred milliseconds of a core.
  const selfie = await reencodePhoto(input.selfie.bytes, IMAGE_MAX_PX);
  const document = await reencodePhoto(input.document.bytes, IMAGE_MAX_PX);
  const id = randomUUID();
  const selfieKey = verificationImageKey(id, "selfie");
  const documentKey = verificationImageKey(id, "document");
  try {
    await ctx.storage.put(selfieKey, selfie);
    await ctx.storage.put(documentKey, document);
    // The unique index on pending requests decides a race between two submissions.
    const [row] = await ctx.db
      .insert(verificationRequests)
      .values({ id, profileId: profile.id, documentType: input.document_type, selfieKey, documentKey })
      .returning();
    if (!row) throw new Error("the verification request was not stored");
    return { message: VERIFICATION_REQUESTED, verification: presentOwnVerification(row) };
  } catch (error) {
    await deleteVerificationFiles(ctx.storage, id).catch(() => {});
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", VERIFICATION_PENDING);
    throw error;
  }
}
