import { randomBytes } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import type { z } from "zod";
import type { disableProfileSchema } from "@/lib/validation/profile";
import { confirmPassword } from "../auth/confirm-password";
import { blankSessionCookie } from "../auth/session";
import type { RequestContext } from "../context";
import {
  apiTokens,
  contactMessages,
  mailOutbox,
  notifications,
  partnerRequirements,
  passwordResetTokens,
  profileDrafts,
  profiles,
  proposals,
  sessions,
  trustedDevices,
  users,
} from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { eraseVerificationFiles } from "../verifications/files";
import { closeAllRequests } from "../verifications/queries";
import { deleteProfilePhoto } from "./images/store-photo";
import { requireOwnProfile } from "./own-profile";

export const ACCOUNT_DELETED = "Your account has been permanently deleted successfully";
export const ADMIN_CANNOT_DELETE = "Administrator accounts cannot be deleted here.";
/** What a deleted member's contact messages say instead of their name and address (decision 0013). */
export const DELETED_MEMBER_NAME = "Deleted member";
export const DELETED_CONTACT_EMAIL = "deleted-member@deleted.invalid";

/**
 * PUT /api/profile/update/disable-profile (spec §4 "Account deletion", DESIGN.md §3,
 * docs/decisions/0008, 0013 and 0018): the password first (issue 14), then in one transaction the
 * profile is hidden and emptied, the account anonymised (so the email may sign up again and nobody
 * can sign in to it), every session, password reset link and trusted device revoked, live proposals
 * closed, and the member's contact messages stripped of their name, address, phone and text.
 * Payments stay for accounting, tied to the anonymised account. The photo files, and any
 * verification request's selfie and document, go after the commit.
 */
export async function deleteAccount(ctx: RequestContext, input: z.output<typeof disableProfileSchema>) {
  const { member, profile } = await requireOwnProfile(ctx, { profileId: input.profile_id });
  if (member.user.role === "admin") throw new AppError("FORBIDDEN", ADMIN_CANNOT_DELETE);
  await confirmPassword(member, input.password);
  const userId = member.user.id;

  const { imageId, verificationIds } = await ctx.db.transaction(async (tx) => {
    // Locked first: a photo upload swaps under the same lock, so the id read here is the last one
    // the profile will ever hold (an upload that comes later finds the profile disabled).
    const [locked] = await tx
      .select({ imageId: profiles.imageId })
      .from(profiles)
      .where(eq(profiles.id, profile.id))
      .for("update");
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx
      .update(profiles)
      .set({
        status: "disabled",
        profileInfoStatus: false,
        verified: false,
        verifiedAt: null,
        verifiedBy: null,
        verifiedPhoto: false,
        verifiedIdentity: false,
        firstName: null,
        lastName: null,
        gender: null,
        dob: null,
        maritalStatus: null,
        height: null,
        weight: null,
        motherTongue: null,
        nationality: null,
        secondMarriageInfo: null,
        education: null,
        profession: null,
        jobPost: null,
        monthlyIncome: null,
        futurePlan: null,
        fatherName: null,
        fatherProfession: null,
        motherProfession: null,
        totalBrothers: null,
        totalSisters: null,
        religion: null,
        maslak: null,
        caste: null,
        preferHijaab: null,
        preferBeard: null,
        dietaryPreference: null,
        residenceStatus: null,
        propertySize: null,
        country: null,
        residenceState: null,
        residenceCity: null,
        familyStatus: null,
        imageId: null,
        imageUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, profile.id));
    await tx.delete(partnerRequirements).where(eq(partnerRequirements.profileId, profile.id));
    await tx.delete(profileDrafts).where(eq(profileDrafts.profileId, profile.id));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // Live proposals end: the other member sees them withdrawn (sent) or declined (received).
    await tx
      .update(proposals)
      .set({ status: "withdrawn", updatedAt: new Date() })
      .where(and(eq(proposals.senderId, profile.id), eq(proposals.status, "pending")));
    await tx
      .update(proposals)
      .set({ status: "declined", updatedAt: new Date() })
      .where(and(eq(proposals.receiverId, profile.id), eq(proposals.status, "pending")));
    await tx
      .update(users)
      .set({
        name: "Deleted member",
        email: `deleted-${userId}@deleted.invalid`,
        phone: "",
        // Not an argon2 hash: no password can ever match it.
        passwordHash: `deleted:${randomBytes(16).toString("hex")}`,
        status: "deleted",
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    // Contact messages sent while signed in, or from the account's address while signed out: the
    // row stays (type, subject, status, dates: the support history) but no longer says who wrote.
    const sentByMember = account
      ? or(eq(contactMessages.profileId, profile.id), eq(contactMessages.email, account.email))
      : eq(contactMessages.profileId, profile.id);
    await tx
      .update(contactMessages)
      .set({
        name: DELETED_MEMBER_NAME,
        email: DELETED_CONTACT_EMAIL,
        phone: null,
        message: null,
        profileId: null,
        updatedAt: new Date(),
      })
      .where(sentByMember);
    // Mail the dev outbox kept for the address (reset links, with the member's name).
    if (account) await tx.delete(mailOutbox).where(eq(mailOutbox.to, account.email));
    // A pending verification request is withdrawn; no request keeps its selfie or document.
    const verificationIds = await closeAllRequests(tx, profile.id);
    return { imageId: locked?.imageId ?? null, verificationIds };
  });

  for (const id of verificationIds) await eraseVerificationFiles(ctx, id);

  if (imageId) {
    await deleteProfilePhoto(ctx.storage, imageId).catch((error: unknown) => {
      // The row no longer points at the files, so nobody can be served them; log for cleanup.
      logger.error("could not delete a deleted account's photo files", {
        requestId: ctx.requestId,
        imageId,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  }
  ctx.resHeaders.append("Set-Cookie", blankSessionCookie());
  return { message: ACCOUNT_DELETED };
}
