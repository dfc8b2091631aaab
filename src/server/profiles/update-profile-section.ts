import { z } from "zod";
import type {
  CareerInfo,
  FamilyInfo,
  PartnerRequirements,
  PersonalInfoUpdate,
  ReligionInfo,
  ResidentialInfo,
  SecondMarriageInfo,
} from "@/lib/validation/profile";
import { PROFILE_DEFAULTS } from "@/lib/validation/profile";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { loadOwnProfile } from "./get-profile";
import { refuseUnknownLocations } from "./location-rules";
import { PROFILE_NOT_FOUND, requireOwnProfile } from "./own-profile";
import { ownProfileSchema } from "./present";
import { updateProfileColumns, upsertPartnerRequirements } from "./queries";
import {
  careerColumns,
  familyColumns,
  type ProfileRow,
  partnerColumns,
  personalColumns,
  religionColumns,
  residentialColumns,
} from "./sections";

export const FIXED_FIELDS = "Gender and date of birth cannot be changed.";
export const NOT_SUBMITTED = "Please complete your profile first.";
export const SINGLE_NO_SECOND_MARRIAGE =
  "Second marriage information applies only when marital status is not single.";

/** Each section's success message (spec §8, verbatim). */
export const SECTION_UPDATED = {
  personal: "Personal information updated successfully!",
  secondMarriage: "Second marriage information updated successfully!",
  career: "Career information updated successfully!",
  family: "Family information updated successfully!",
  religion: "Religion information updated successfully!",
  residential: "Residential information updated successfully!",
  partner: "Partner requirements updated successfully!",
} as const;

type SectionInput<T> = { data: T; profile_id?: string; auth_id?: string };

/** What every section update answers: its success message (spec §8) and the profile as it now stands. */
export const sectionUpdatedOutput = z.object({
  message: z
    .string()
    .describe('The section\'s success message (spec §8), e.g. "Career information updated successfully!".'),
  profile: ownProfileSchema.describe("The member's whole profile as it now stands."),
});

type SectionUpdated = z.output<typeof sectionUpdatedOutput>;

/** Each section's rule: its columns, and what must hold against the stored profile. */
const sections = {
  personal: {
    message: SECTION_UPDATED.personal,
    async apply(profile: ProfileRow, data: PersonalInfoUpdate) {
      if ((data.gender && data.gender !== profile.gender) || (data.dob && data.dob !== profile.dob)) {
        const fields: Record<string, string> = {};
        if (data.gender && data.gender !== profile.gender) fields["data.gender"] = FIXED_FIELDS;
        if (data.dob && data.dob !== profile.dob) fields["data.dob"] = FIXED_FIELDS;
        throw new AppError("UNPROCESSABLE_CONTENT", FIXED_FIELDS, { fields });
      }
      await refuseUnknownLocations({ personal_info: data }, { inData: true });
      const { gender: _gender, dob: _dob, ...editable } = data;
      const secondMarriage =
        data.marital_status === "single"
          ? null
          : (data.second_marriage_info ??
            profile.secondMarriageInfo ??
            PROFILE_DEFAULTS.personal_info.second_marriage_info);
      return { ...personalColumns(editable), secondMarriageInfo: secondMarriage };
    },
  },
  secondMarriage: {
    message: SECTION_UPDATED.secondMarriage,
    apply(profile: ProfileRow, data: SecondMarriageInfo) {
      if (profile.maritalStatus === "single") {
        throw new AppError("UNPROCESSABLE_CONTENT", SINGLE_NO_SECOND_MARRIAGE);
      }
      return { secondMarriageInfo: data };
    },
  },
  career: {
    message: SECTION_UPDATED.career,
    apply: (_profile: ProfileRow, data: CareerInfo) => careerColumns(data),
  },
  family: {
    message: SECTION_UPDATED.family,
    apply: (_profile: ProfileRow, data: FamilyInfo) => familyColumns(data),
  },
  religion: {
    message: SECTION_UPDATED.religion,
    apply: (_profile: ProfileRow, data: ReligionInfo) => religionColumns(data),
  },
  residential: {
    message: SECTION_UPDATED.residential,
    async apply(_profile: ProfileRow, data: ResidentialInfo) {
      await refuseUnknownLocations({ residential_info: data }, { inData: true });
      return residentialColumns(data);
    },
  },
} as const;

type ColumnSection = keyof typeof sections;
type DataOf<S extends ColumnSection> = Parameters<(typeof sections)[S]["apply"]>[1];

/**
 * PUT /api/profile/update/<section>: one section of the member's own, submitted profile. Answers
 * with the section's success message (spec §8) and the whole profile as it now stands.
 */
export async function updateProfileSection<S extends ColumnSection>(
  ctx: RequestContext,
  section: S,
  input: SectionInput<DataOf<S>>,
): Promise<SectionUpdated> {
  const { profile } = await requireOwnProfile(ctx, { profileId: input.profile_id, userId: input.auth_id });
  if (!profile.profileInfoStatus) throw new AppError("CONFLICT", NOT_SUBMITTED);
  const rule = sections[section] as {
    message: string;
    apply(p: ProfileRow, d: DataOf<S>): Partial<ProfileRow> | Promise<Partial<ProfileRow>>;
  };
  // The update answers the row it wrote: the profile is read once before and never again.
  const updated = await updateProfileColumns(ctx.db, profile.id, await rule.apply(profile, input.data));
  if (!updated) throw new AppError("NOT_FOUND", PROFILE_NOT_FOUND);
  return { message: rule.message, profile: await loadOwnProfile(ctx, updated) };
}

/** PUT /api/profile/update/partner-requirements: its own table. */
export async function updatePartnerRequirements(
  ctx: RequestContext,
  input: SectionInput<PartnerRequirements>,
): Promise<SectionUpdated> {
  const { profile } = await requireOwnProfile(ctx, { profileId: input.profile_id, userId: input.auth_id });
  if (!profile.profileInfoStatus) throw new AppError("CONFLICT", NOT_SUBMITTED);
  await refuseUnknownLocations({ partner_requirements: input.data }, { inData: true });
  await upsertPartnerRequirements(ctx.db, profile.id, partnerColumns(input.data));
  // Only the requirements changed: the profile row read above is still the profile.
  return { message: SECTION_UPDATED.partner, profile: await loadOwnProfile(ctx, profile) };
}
