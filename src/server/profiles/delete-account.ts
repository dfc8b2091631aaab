import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { disableProfileSchema } from "@/lib/validation/profile";
import { blankSessionCookie } from "../auth/session";
import type { RequestContext } from "../context";
import {
  notifications,
  partnerRequirements,
  profileDrafts,
  profiles,
  proposals,
  sessions,
  users,
} from "../db/schema";
import { AppError } from "../errors";
import { logger } from "../logger";
import { deleteProfilePhoto } from "./images/store-photo";
import { requireOwnProfile } from "./own-profile";

export const ACCOUNT_DELETED = "Your account has been permanently deleted successfully";
export const ADMIN_CANNOT_DELETE = "Administrator accounts cannot be deleted here.";

/**
 * PUT /api/profile/update/disable-profile (spec §4 "Account deletion", DESIGN.md §3): in one
 * transaction the profile is hidden and emptied, the account anonymised (so the email may sign up
 * again and nobody can sign in to it), every session revoked and live proposals closed. Payments
 * stay for accounting, tied to the anonymised account. The photo files go after the commit.
 */
export async function deleteAccount(ctx: RequestContext, input: z.output<typeof disableProfileSchema>) {
  const { member, profile } = await requireOwnProfile(ctx, { profileId: input.profile_id });
  if (member.user.role === "admin") throw new AppError("FORBIDDEN", ADMIN_CANNOT_DELETE);
  const userId = member.user.id;

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        status: "disabled",
        profileInfoStatus: false,
        verified: false,
        firstName: null,
        lastName: null,
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
  });

  if (profile.imageId) {
    await deleteProfilePhoto(ctx.storage, profile.imageId).catch((error: unknown) => {
      // The row no longer points at the files, so nobody can be served them; log for cleanup.
      logger.error("could not delete a deleted account's photo files", {
        imageId: profile.imageId,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  }
  ctx.resHeaders.append("Set-Cookie", blankSessionCookie());
  return { message: ACCOUNT_DELETED };
}
