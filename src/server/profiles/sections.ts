import { z } from "zod";
import {
  ALL_CASTES,
  ALL_MASLAKS,
  BODY_TYPES,
  COMPLEXIONS,
  DIETARY_PREFERENCES,
  EDUCATIONS,
  FAMILY_STATUSES,
  FATHER_PROFESSIONS,
  FUTURE_PLANS,
  JOB_POSTS,
  MARITAL_STATUSES,
  MESSAGES_PRIVACY_LEVELS,
  MONTHLY_INCOMES,
  MOTHER_PROFESSIONS,
  type Option,
  PROFESSIONS,
  PROPERTY_SIZES,
  PROPOSALS_PRIVACY_LEVELS,
  RELIGIONS,
  RELIGIOUS_STATUSES,
  RESIDENCE_STATUSES,
  SECOND_MARRIAGE_REASONS,
  VISIBILITY_LEVELS,
  valuesOf,
  YES_NO,
} from "@/lib/options/profile";
import type {
  CareerInfo,
  FamilyInfo,
  PartnerRequirements,
  PersonalInfo,
  ReligionInfo,
  ResidentialInfo,
} from "@/lib/validation/profile";
import type { partnerRequirements, profiles } from "../db/schema";

/** The mapping between the API's snake_case sections and the profile's columns, both ways. */

export type ProfileRow = typeof profiles.$inferSelect;
export type PartnerRow = typeof partnerRequirements.$inferSelect;
type ProfileColumns = Partial<typeof profiles.$inferInsert>;
type PartnerColumns = Omit<typeof partnerRequirements.$inferInsert, "profileId">;

export function personalColumns(info: Omit<PersonalInfo, "gender" | "dob"> & Partial<PersonalInfo>) {
  const columns: ProfileColumns = {
    firstName: info.first_name,
    lastName: info.last_name,
    maritalStatus: info.marital_status,
    height: info.height,
    weight: info.weight,
    motherTongue: info.mother_tongue,
    nationality: info.nationality,
  };
  if (info.gender) columns.gender = info.gender;
  if (info.dob) columns.dob = info.dob;
  return columns;
}

export const careerColumns = (info: CareerInfo): ProfileColumns => ({
  education: info.education,
  profession: info.profession,
  jobPost: info.job_post,
  monthlyIncome: info.monthly_income,
  futurePlan: info.future_plan,
});

export const familyColumns = (info: FamilyInfo): ProfileColumns => ({
  fatherName: info.father_name,
  fatherProfession: info.father_profession,
  motherProfession: info.mother_profession,
  totalBrothers: info.total_brothers,
  totalSisters: info.total_sisters,
});

export const religionColumns = (info: ReligionInfo): ProfileColumns => ({
  religion: info.religion,
  maslak: info.maslak,
  caste: info.caste,
  preferHijaab: info.do_you_prefer_hijaab,
  preferBeard: info.do_you_prefer_beard,
  dietaryPreference: info.dietary_preference,
});

export const residentialColumns = (info: ResidentialInfo): ProfileColumns => ({
  residenceStatus: info.residence_status,
  propertySize: info.property_size,
  country: info.country,
  residenceState: info.residence_state,
  residenceCity: info.residence_city,
  familyStatus: info.family_status,
});

export const partnerColumns = (info: PartnerRequirements): PartnerColumns => ({
  religion: info.religion,
  maslak: info.maslak,
  caste: info.caste,
  ageMin: info.age_min,
  ageMax: info.age_max,
  heightMin: info.height_range,
  complexion: info.complexion,
  bodyType: info.body_type,
  maritalStatus: info.marital_status,
  education: info.education,
  profession: info.profession,
  motherTongue: info.mother_tongue,
  incomeRange: info.income_range,
  nationality: info.nationality,
  residenceState: info.residence_state,
  residenceCity: info.residence_city,
  familyStatus: info.family_status,
  religiousStatus: info.religious_status,
  updatedAt: new Date(),
});

/*
 * The sections as the API answers them (spec §3), each read from its columns below. A section the
 * member has not filled in is null as a whole; the wizard fills a section's columns together, so
 * within a section only the first field is certain, the others are null when unanswered.
 * Option fields carry the stable codes of the option lists (labels are the client's).
 */

const codes = (list: readonly Option[]) => list.map((option) => option.value).join(", ");
const code = (list: readonly Option[], what: string) =>
  z.string().describe(`${what}. Codes: ${codes(list)}.`);
const optionalCode = (list: readonly Option[], what: string) =>
  z
    .string()
    .nullable()
    .describe(`${what}; null when unanswered. Codes: ${codes(list)}.`);

const LANGUAGE = "an ISO 639-1 language code, lower case (ur, en, pa, ...)";
const COUNTRY = "an ISO 3166-1 alpha-2 country code (PK, AE, ...)";
const STATE = "a state code, country-state (PK-PB for Punjab, AE-DU for Dubai)";
const CITY = "a city code, state-name (PK-PB-Lahore, PK-SD-Karachi, AE-DU-Dubai)";

export const secondMarriageInfoOutput = z
  .object({
    kids_from_first_marriage: z.number().int().describe("Children from the earlier marriage, 0 to 10."),
    reason_for_second_marriage: code(SECOND_MARRIAGE_REASONS, "Why the member seeks a second marriage"),
    family_approval: code(YES_NO, "Whether the family approves"),
    provide_separate_house: code(YES_NO, "Whether a separate house will be provided"),
    accept_partner_kids: code(YES_NO, "Whether the partner's children are welcome"),
  })
  .meta({
    id: "SecondMarriageInfo",
    description: "Second-marriage details: only for a member who is married, divorced or widowed.",
  });

const personalInfoFields = {
  first_name: z.string().describe("First name, as the member wrote it."),
  last_name: z.string().describe("Last name; empty text when not given."),
  gender: z.enum(["male", "female"]).nullable().describe("male or female; null when unanswered."),
  dob: z
    .string()
    .nullable()
    .describe("Date of birth, YYYY-MM-DD (a calendar date, no time); null when unanswered."),
  marital_status: optionalCode(MARITAL_STATUSES, "Marital status"),
  height: z
    .number()
    .nullable()
    .describe("Height in feet, 3.5 to 7.0 in steps of 0.1, or 9 meaning above 7 ft; null when unanswered."),
  weight: z.number().int().nullable().describe("Weight in whole kilograms, 50 to 100; null when unanswered."),
  mother_tongue: z.string().nullable().describe(`Mother tongue, ${LANGUAGE}; null when unanswered.`),
  nationality: z.string().nullable().describe(`Nationality, ${COUNTRY}; null when unanswered.`),
  second_marriage_info: secondMarriageInfoOutput
    .nullable()
    .describe("Null for a single member, or one who has not answered."),
};

/** The owner's personal section, with the date of birth. */
export const personalInfoOutput = z
  .object(personalInfoFields)
  .meta({ id: "PersonalInfo", description: "Personal information, as its owner sees it." });

/** Another member's personal section: the age is given instead of the date of birth. */
export const personalInfoViewOutput = z.object(personalInfoFields).omit({ dob: true }).meta({
  id: "PersonalInfoView",
  description:
    "Personal information as another member sees it: without the date of birth (the profile's `age` is given instead).",
});

export const careerInfoOutput = z
  .object({
    education: code(EDUCATIONS, "Highest education"),
    profession: optionalCode(PROFESSIONS, "Profession"),
    job_post: optionalCode(JOB_POSTS, "Job title"),
    monthly_income: optionalCode(MONTHLY_INCOMES, "Monthly income in PKR, as a range"),
    future_plan: optionalCode(FUTURE_PLANS, "Plans for the future"),
  })
  .meta({ id: "CareerInfo", description: "Career information." });

export const familyInfoOutput = z
  .object({
    father_name: z.string().describe("The father's name."),
    father_profession: optionalCode(FATHER_PROFESSIONS, "The father's profession"),
    mother_profession: optionalCode(MOTHER_PROFESSIONS, "The mother's profession"),
    total_brothers: z.number().int().nullable().describe("Brothers, 0 to 15; null when unanswered."),
    total_sisters: z.number().int().nullable().describe("Sisters, 0 to 15; null when unanswered."),
  })
  .meta({ id: "FamilyInfo", description: "Family information." });

export const religionInfoOutput = z
  .object({
    religion: code(RELIGIONS, "Religion"),
    maslak: optionalCode(ALL_MASLAKS, "Maslak (school of thought), one of the religion's"),
    caste: optionalCode(ALL_CASTES, "Caste, one of the religion's"),
    do_you_prefer_hijaab: optionalCode(YES_NO, "Whether the member prefers hijab"),
    do_you_prefer_beard: optionalCode(YES_NO, "Whether the member prefers a beard"),
    dietary_preference: optionalCode(DIETARY_PREFERENCES, "Dietary preference"),
  })
  .meta({ id: "ReligionInfo", description: "Religion information." });

export const residentialInfoOutput = z
  .object({
    residence_status: code(RESIDENCE_STATUSES, "Whether the home is owned or rented"),
    property_size: optionalCode(PROPERTY_SIZES, "The home's size (marla, kanal or square yards)"),
    country: z.string().nullable().describe(`Country of residence, ${COUNTRY}; null when unanswered.`),
    residence_state: z.string().nullable().describe(`State of residence, ${STATE}; null when unanswered.`),
    residence_city: z.string().nullable().describe(`City of residence, ${CITY}; null when unanswered.`),
    family_status: optionalCode(FAMILY_STATUSES, "The family's economic standing"),
  })
  .meta({ id: "ResidentialInfo", description: "Where and how the member lives." });

export const partnerRequirementsOutput = z
  .object({
    religion: code(RELIGIONS, "The partner's religion"),
    maslak: code(ALL_MASLAKS, "The partner's maslak"),
    caste: code(ALL_CASTES, "The partner's caste"),
    age_min: z.number().int().describe("The youngest age wanted, in years (18 to 75)."),
    age_max: z.number().int().describe("The oldest age wanted, in years (18 to 75, not below age_min)."),
    height_range: z.number().describe("The shortest height wanted, in feet (3.5 to 7.0)."),
    complexion: code(COMPLEXIONS, "The partner's complexion"),
    body_type: code(BODY_TYPES, "The partner's body type"),
    marital_status: code(MARITAL_STATUSES, "The partner's marital status"),
    education: code(EDUCATIONS, "The partner's education"),
    profession: code(PROFESSIONS, "The partner's profession"),
    mother_tongue: z.string().describe(`The partner's mother tongue, ${LANGUAGE}.`),
    income_range: code(MONTHLY_INCOMES, "The partner's monthly income in PKR, as a range"),
    nationality: z.array(z.string()).describe(`Nationalities accepted, each ${COUNTRY}.`),
    residence_state: z.array(z.string()).describe(`States accepted, each ${STATE}; empty means any.`),
    residence_city: z.array(z.string()).describe(`Cities accepted, each ${CITY}; empty means any.`),
    family_status: code(FAMILY_STATUSES, "The partner family's economic standing"),
    religious_status: code(RELIGIOUS_STATUSES, "How religious the partner should be"),
  })
  .meta({ id: "PartnerRequirements", description: "What the member looks for in a partner." });

export const privacySettingsOutput = z
  .object({
    profile_visibility: z
      .enum(valuesOf(VISIBILITY_LEVELS))
      .describe(
        "Who may find and open the profile: everyone, verified members only (verified_users), or only connections (private).",
      ),
    show_profile_picture: z
      .enum(valuesOf(VISIBILITY_LEVELS))
      .describe("Who sees the photo itself (same levels); everyone else gets its blurred copy."),
    messages_privacy: z
      .enum(valuesOf(MESSAGES_PRIVACY_LEVELS))
      .describe("Who may message the member: everyone, verified members only, or only connections."),
    proposals_privacy: z
      .enum(valuesOf(PROPOSALS_PRIVACY_LEVELS))
      .describe("Who may send the member a proposal: everyone, or verified members only."),
  })
  .meta({ id: "PrivacySettings", description: "The member's four privacy settings; applied on the server." });

export type PersonalInfoOutput = z.output<typeof personalInfoOutput>;
export type CareerInfoOutput = z.output<typeof careerInfoOutput>;
export type FamilyInfoOutput = z.output<typeof familyInfoOutput>;
export type ReligionInfoOutput = z.output<typeof religionInfoOutput>;
export type ResidentialInfoOutput = z.output<typeof residentialInfoOutput>;
export type PartnerRequirementsOutput = z.output<typeof partnerRequirementsOutput>;
export type PrivacySettingsOutput = z.output<typeof privacySettingsOutput>;

/** Columns are filled together by the wizard, so one column tells whether a section exists. */
export function personalOf(row: ProfileRow): PersonalInfoOutput | null {
  if (row.firstName === null) return null;
  return {
    first_name: row.firstName,
    last_name: row.lastName ?? "",
    gender: row.gender,
    dob: row.dob,
    marital_status: row.maritalStatus,
    height: row.height,
    weight: row.weight,
    mother_tongue: row.motherTongue,
    nationality: row.nationality,
    second_marriage_info: row.secondMarriageInfo ?? null,
  };
}

export function careerOf(row: ProfileRow): CareerInfoOutput | null {
  if (row.education === null) return null;
  return {
    education: row.education,
    profession: row.profession,
    job_post: row.jobPost,
    monthly_income: row.monthlyIncome,
    future_plan: row.futurePlan,
  };
}

export function familyOf(row: ProfileRow): FamilyInfoOutput | null {
  if (row.fatherName === null) return null;
  return {
    father_name: row.fatherName,
    father_profession: row.fatherProfession,
    mother_profession: row.motherProfession,
    total_brothers: row.totalBrothers,
    total_sisters: row.totalSisters,
  };
}

export function religionOf(row: ProfileRow): ReligionInfoOutput | null {
  if (row.religion === null) return null;
  return {
    religion: row.religion,
    maslak: row.maslak,
    caste: row.caste,
    do_you_prefer_hijaab: row.preferHijaab,
    do_you_prefer_beard: row.preferBeard,
    dietary_preference: row.dietaryPreference,
  };
}

export function residentialOf(row: ProfileRow): ResidentialInfoOutput | null {
  if (row.residenceStatus === null) return null;
  return {
    residence_status: row.residenceStatus,
    property_size: row.propertySize,
    country: row.country,
    residence_state: row.residenceState,
    residence_city: row.residenceCity,
    family_status: row.familyStatus,
  };
}

export function partnerOf(row: PartnerRow | null | undefined): PartnerRequirementsOutput | null {
  if (!row) return null;
  return {
    religion: row.religion,
    maslak: row.maslak,
    caste: row.caste,
    age_min: row.ageMin,
    age_max: row.ageMax,
    height_range: row.heightMin,
    complexion: row.complexion,
    body_type: row.bodyType,
    marital_status: row.maritalStatus,
    education: row.education,
    profession: row.profession,
    mother_tongue: row.motherTongue,
    income_range: row.incomeRange,
    nationality: row.nationality,
    residence_state: row.residenceState,
    residence_city: row.residenceCity,
    family_status: row.familyStatus,
    religious_status: row.religiousStatus,
  };
}

export function privacyOf(row: ProfileRow): PrivacySettingsOutput {
  return {
    profile_visibility: row.profileVisibility,
    show_profile_picture: row.showProfilePicture,
    messages_privacy: row.messagesPrivacy,
    proposals_privacy: row.proposalsPrivacy,
  };
}
