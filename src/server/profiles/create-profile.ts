import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { type CreateProfileInput, PROFILE_DEFAULTS } from "@/lib/validation/profile";
import { presentUser, publicUserSchema } from "../auth/present";
import type { RequestContext } from "../context";
import { profiles } from "../db/schema";
import { AppError } from "../errors";
import { refuseUnknownLocations } from "./location-rules";
import { requireOwnProfile } from "./own-profile";
import { deleteDraft, upsertPartnerRequirements } from "./queries";
import {
  careerColumns,
  familyColumns,
  partnerColumns,
  personalColumns,
  religionColumns,
  residentialColumns,
} from "./sections";

export const PROFILE_SUBMITTED = "Profile submitted successfully";
export const IMAGE_REQUIRED = "Please upload a profile image before submitting.";
export const ALREADY_SUBMITTED = "Your profile has already been submitted.";

export const profileCreatedOutput = z.object({
  message: z.string().describe(`What was done: "${PROFILE_SUBMITTED}".`),
  name: z.string().describe("The profile's name (first and last), as spec §7 answers it."),
  user: publicUserSchema.describe("The signed-in user as it now stands (`profile_info_status` true)."),
});

/**
 * POST /api/profile/create: the wizard's whole data, in one transaction. The photo is uploaded
 * first (its own path); no photo, no profile (spec §4).
 */
export async function createProfile(
  ctx: RequestContext,
  input: CreateProfileInput,
): Promise<z.output<typeof profileCreatedOutput>> {
  const { member, profile } = await requireOwnProfile(ctx, {
    profileId: input.profileId,
    userId: input.auth_id,
  });
  if (profile.profileInfoStatus) throw new AppError("CONFLICT", ALREADY_SUBMITTED);
  if (!profile.imageId) {
    throw new AppError("UNPROCESSABLE_CONTENT", IMAGE_REQUIRED, { fields: { image: IMAGE_REQUIRED } });
  }
  await refuseUnknownLocations(input);

  const personal = input.personal_info;
  const secondMarriage =
    personal.marital_status === "single"
      ? null
      : (personal.second_marriage_info ?? PROFILE_DEFAULTS.personal_info.second_marriage_info);

  const done = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({
        ...personalColumns(personal),
        secondMarriageInfo: secondMarriage,
        ...careerColumns(input.career_info),
        ...familyColumns(input.family_info),
        ...religionColumns(input.religion_info),
        ...residentialColumns(input.residential_info),
        status: "active",
        profileInfoStatus: true,
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      // Two submits racing: only the first finds the profile unsubmitted.
      .where(and(eq(profiles.id, profile.id), eq(profiles.profileInfoStatus, false)))
      .returning({ id: profiles.id });
    if (!updated) return false;
    await upsertPartnerRequirements(tx, profile.id, partnerColumns(input.partner_requirements));
    await deleteDraft(tx, profile.id);
    return true;
  });
  if (!done) throw new AppError("CONFLICT", ALREADY_SUBMITTED);

  const name = `${personal.first_name} ${personal.last_name}`;
  return {
    message: PROFILE_SUBMITTED,
    name,
    user: presentUser({ ...member.user, profileInfoStatus: true, imageUrl: profile.imageUrl }),
  };
}
