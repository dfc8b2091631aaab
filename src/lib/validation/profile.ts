import { z } from "zod";
import { isLanguageCode } from "../options/languages";
import {
  AGE_MAX,
  AGE_MIN,
  ALL_CASTES,
  ALL_MASLAKS,
  BODY_TYPES,
  COMPLEXIONS,
  castesFor,
  DIETARY_PREFERENCES,
  EDUCATIONS,
  FAMILY_STATUSES,
  FATHER_PROFESSIONS,
  FUTURE_PLANS,
  GENDERS,
  HEIGHT_ABOVE_SEVEN,
  JOB_POSTS,
  KIDS_MAX,
  MARITAL_STATUSES,
  MESSAGES_PRIVACY_LEVELS,
  MONTHLY_INCOMES,
  MOTHER_PROFESSIONS,
  maslaksFor,
  PROFESSIONS,
  PROPERTY_SIZES,
  PROPOSALS_PRIVACY_LEVELS,
  RELIGIONS,
  RELIGIOUS_STATUSES,
  RESIDENCE_STATUSES,
  SECOND_MARRIAGE_REASONS,
  SIBLING_MAX,
  VISIBILITY_LEVELS,
  valuesOf,
  YES_NO,
} from "../options/profile";
import { currentPasswordField } from "./auth";
import { idField } from "./id";

/**
 * One schema per profile section (spec §5, messages verbatim; DESIGN.md §3 for the gaps), shared
 * by the wizard, the edit modals and the procedures: the server refuses exactly what a form does.
 */

/**
 * The words for a section that is missing or is not an object of its fields, naming the section
 * and the field it was expected in as the request names it: `family_info` in the wizard's whole
 * payload, `data` in a section update. Never zod's own ("Invalid input: expected object, ...").
 */
const sectionError =
  (title: string) =>
  (issue: { input?: unknown; path?: readonly PropertyKey[] }): string => {
    const field = String(issue.path?.at(-1) ?? "data");
    return issue.input === undefined || issue.input === null
      ? `Add your ${title} (${field}) before saving.`
      : `Send your ${title} (${field}) as an object of its fields.`;
  };

/** A request's own copy of an id the acting member comes from the session anyway (spec §7 payloads). */
const claimedId = (name: string) => z.string({ error: `${name} must be a valid id` });

const listed = <V extends string>(list: readonly { value: V }[], message: string) =>
  z.enum(valuesOf(list as readonly { value: V; label: string }[]), { error: message });

const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).refine((value) => values.includes(value), message);

const number = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);

const requiredText = (required: string, min: number, short: string, max = 50) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, short)
    .max(max, `At most ${max} characters.`);

/**
 * Whole years between dob and today, counted to the birthday: someone born on 2000-06-15 is 25 on
 * 2026-06-14 and 26 the next day. The spec's "year difference" (§5) would make them 26 all year
 * (and 18 up to a year early); docs/decisions/0013 records why the birthday is kept.
 */
export function ageFromDob(dob: string, today = new Date()): number {
  const [year = 0, month = 1, day = 1] = dob.split("-").map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a calendar date that exists, written YYYY-MM-DD. `Date.parse` alone is not enough: it
 * takes '2000-02-31' (and rolls it into March), which the database's date column then refuses.
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export const DOB_REQUIRED = "Date of birth is required";
export const DOB_INVALID = "Please enter a valid date of birth";
export const DOB_TOO_YOUNG = "You must be at least 18 years old";
export const DOB_OUT_OF_RANGE = "Membership is open to ages 18 to 75";

/** One message per bad dob, the first that applies: missing, not a real date, too young, too old. */
export const dobField = z
  .string({ error: DOB_REQUIRED })
  .trim()
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (value === "") return fail(DOB_REQUIRED);
    if (!isCalendarDate(value)) return fail(DOB_INVALID);
    const age = ageFromDob(value);
    if (age < AGE_MIN) return fail(DOB_TOO_YOUNG);
    if (age > AGE_MAX) return fail(DOB_OUT_OF_RANGE);
  });

export const heightField = number("Height is required").refine(
  (feet) => (feet >= 3.5 && feet <= 7 && Math.round(feet * 10) === feet * 10) || feet === HEIGHT_ABOVE_SEVEN,
  "Height must be between 3.5 and 7 ft",
);

export const MOTHER_TONGUE_INVALID = "Please select a valid mother tongue";

export const WEIGHT_MIN = 50;
export const WEIGHT_MAX = 100;
export const WEIGHT_RANGE = "Weight must be between 50 and 100 kg";
export const WEIGHT_WHOLE = "Weight must be a whole number of kg";

/**
 * Whole kilograms from 50 to 100 (spec §5). The picker offers the §3 list (50, 55 … 90, 100); the
 * rule is §5's range, so any whole weight in it is a fact worth keeping (docs/decisions/0013).
 */
export const weightField = z.number({ error: "Weight is required" }).superRefine((kg, ctx) => {
  if (!Number.isFinite(kg) || kg < WEIGHT_MIN || kg > WEIGHT_MAX) {
    ctx.addIssue({ code: "custom", message: WEIGHT_RANGE });
  } else if (!Number.isInteger(kg)) {
    ctx.addIssue({ code: "custom", message: WEIGHT_WHOLE });
  }
});

/** A language of the ISO 639-1 list (the form's searchable list): spec §5's 2 characters, and listed. */
const languageCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .superRefine((code, ctx) => {
      if (code.length < 2) ctx.addIssue({ code: "custom", message });
      else if (!isLanguageCode(code)) ctx.addIssue({ code: "custom", message: MOTHER_TONGUE_INVALID });
    });

const countryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .min(2, message)
    .regex(/^[A-Z]{2}$/, message);

/** State codes are country-state ('PK-PB'); city codes end with the city name ('PK-PB-Lahore'). */
const stateCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(20, message)
    .regex(/^[A-Z]{2}-[A-Za-z0-9]+$/, message);

const cityCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(120, message)
    .regex(/^[A-Z]{2}-[A-Za-z0-9]+-.+$/, message);

export const secondMarriageInfoSchema = z.object(
  {
    kids_from_first_marriage: z
      .number({ error: "Kids count is required" })
      .int("Kids count must be a whole number")
      .min(0, "Kids count cannot be negative")
      .max(KIDS_MAX, "Maximum 10 kids allowed"),
    reason_for_second_marriage: listed(SECOND_MARRIAGE_REASONS, "Please choose a listed reason").default(
      "other",
    ),
    family_approval: listed(YES_NO, "Family approval is required"),
    provide_separate_house: listed(YES_NO, "Separate house option is required"),
    accept_partner_kids: listed(YES_NO, "Accepting partner's kids option is required"),
  },
  { error: sectionError("second marriage information") },
);

const personalFields = {
  first_name: requiredText("First name is required", 3, "First name must be at least 3 characters"),
  last_name: requiredText("Last name is required", 3, "Last name must be at least 3 characters"),
  gender: listed(GENDERS, "Gender is required"),
  dob: dobField,
  marital_status: listed(MARITAL_STATUSES, "Marital status is required"),
  height: heightField,
  weight: weightField,
  mother_tongue: languageCode("Mother tongue is required"),
  nationality: countryCode("Nationality is required"),
  second_marriage_info: secondMarriageInfoSchema.nullish(),
};

export const personalInfoSchema = z.object(personalFields, { error: sectionError("personal information") });

/** Edit mode: gender and dob are disabled in the form and may not change (the server checks). */
export const personalInfoUpdateSchema = z.object(
  {
    ...personalFields,
    gender: personalFields.gender.optional(),
    dob: z.string({ error: DOB_INVALID }).trim().optional(),
  },
  { error: sectionError("personal information") },
);

export const careerInfoSchema = z.object(
  {
    education: listed(EDUCATIONS, "Education is required!"),
    profession: listed(PROFESSIONS, "Profession is required!"),
    job_post: listed(JOB_POSTS, "Job Title is required!"),
    monthly_income: listed(MONTHLY_INCOMES, "Income Range is required!"),
    future_plan: listed(FUTURE_PLANS, "Future Plan is required!"),
  },
  { error: sectionError("career information") },
);

const siblings = (label: "brothers" | "sisters", title: string) =>
  z
    .number({ error: `${title} count is required` })
    .int(`${title} count must be a whole number`)
    .min(0, `${title} count cannot be negative`)
    .max(SIBLING_MAX, `Maximum 15 ${label} allowed`);

export const familyInfoSchema = z.object(
  {
    father_name: requiredText(
      "Father Name is required!",
      3,
      "Father Name must be at least 3 characters",
      100,
    ),
    father_profession: listed(FATHER_PROFESSIONS, "Father Profession is required!"),
    mother_profession: listed(MOTHER_PROFESSIONS, "Mother Profession is required!"),
    total_brothers: siblings("brothers", "Brothers"),
    total_sisters: siblings("sisters", "Sisters"),
  },
  { error: sectionError("family information") },
);

export const religionInfoSchema = z
  .object(
    {
      religion: listed(RELIGIONS, "Religion is required!"),
      maslak: oneOf(
        ALL_MASLAKS.map((o) => o.value),
        "Maslak is required!",
      ),
      caste: oneOf(
        ALL_CASTES.map((o) => o.value),
        "Caste is required!",
      ),
      do_you_prefer_hijaab: listed(YES_NO, "Hijaab option is required!"),
      do_you_prefer_beard: listed(YES_NO, "Beard option is required!"),
      dietary_preference: listed(DIETARY_PREFERENCES, "Dietary Preference is required!"),
    },
    { error: sectionError("religion information") },
  )
  .superRefine((value, ctx) => {
    if (!maslaksFor(value.religion).some((o) => o.value === value.maslak)) {
      ctx.addIssue({
        code: "custom",
        path: ["maslak"],
        message: "Please choose a maslak of the selected religion",
      });
    }
    if (!castesFor(value.religion).some((o) => o.value === value.caste)) {
      ctx.addIssue({
        code: "custom",
        path: ["caste"],
        message: "Please choose a caste of the selected religion",
      });
    }
  });

export const residentialInfoSchema = z
  .object(
    {
      residence_status: listed(RESIDENCE_STATUSES, "Residential status is required!"),
      property_size: listed(PROPERTY_SIZES, "Property size is required!"),
      country: countryCode("Country is required"),
      residence_state: stateCode("Residence state is required"),
      residence_city: cityCode("Residence city is required"),
      family_status: listed(FAMILY_STATUSES, "Family status is required!"),
    },
    { error: sectionError("residential information") },
  )
  .superRefine((value, ctx) => {
    if (!value.residence_state.startsWith(`${value.country}-`)) {
      ctx.addIssue({ code: "custom", path: ["residence_state"], message: "Residence state is required" });
    } else if (!value.residence_city.startsWith(`${value.residence_state}-`)) {
      ctx.addIssue({ code: "custom", path: ["residence_city"], message: "Residence city is required" });
    }
  });

const codeList = <T extends z.ZodType<string>>(item: T, message: string) =>
  z.array(item, { error: message }).min(1, message).max(50, "Choose at most 50.");

export const partnerRequirementsSchema = z
  .object(
    {
      religion: listed(RELIGIONS, "Religion is required!"),
      maslak: oneOf(
        ALL_MASLAKS.map((o) => o.value),
        "Maslak is required!",
      ),
      caste: oneOf(
        ALL_CASTES.map((o) => o.value),
        "Caste is required!",
      ),
      age_min: z
        .number({ error: "Age Range is required!" })
        .int("Age Range is required!")
        .min(AGE_MIN, "Age Range is required!")
        .max(AGE_MAX, "Age Range is required!"),
      age_max: z
        .number({ error: "Age Range is required!" })
        .int("Age Range is required!")
        .min(AGE_MIN, "Age Range is required!")
        .max(AGE_MAX, "Age Range is required!"),
      /** The shortest height wanted, in feet; empty means 3.5 (spec §3). */
      height_range: z.preprocess(
        (value) => (value === null || value === undefined || value === "" ? 3.5 : value),
        number("Height must be between 3.5 and 7 ft")
          .refine((feet) => feet >= 3.5 && feet <= 7, "Height must be between 3.5 and 7 ft")
          .refine((feet) => Math.round(feet * 10) === feet * 10, "Height must be between 3.5 and 7 ft"),
      ),
      complexion: listed(COMPLEXIONS, "Complexion is required!"),
      body_type: listed(BODY_TYPES, "Body type is required!"),
      marital_status: listed(MARITAL_STATUSES, "Marital Status is required!"),
      education: listed(EDUCATIONS, "Education is required!"),
      profession: listed(PROFESSIONS, "profession is required!"),
      mother_tongue: languageCode("Mother tongue is required"),
      income_range: listed(MONTHLY_INCOMES, "Income Range is required!"),
      nationality: codeList(countryCode("Nationality is required"), "Nationality is required"),
      residence_state: codeList(stateCode("Residence state is required"), "Residence state is required"),
      residence_city: codeList(cityCode("Residence city is required"), "Residence city is required"),
      family_status: listed(FAMILY_STATUSES, "Family status is required!"),
      religious_status: listed(RELIGIOUS_STATUSES, "Religion status is required!"),
    },
    { error: sectionError("partner requirements") },
  )
  .superRefine((value, ctx) => {
    if (value.age_max < value.age_min) {
      ctx.addIssue({ code: "custom", path: ["age_max"], message: "Age Range is required!" });
    }
  });

export const privacySettingsSchema = z.object(
  {
    profile_visibility: listed(VISIBILITY_LEVELS, "Profile visibility is required"),
    show_profile_picture: listed(VISIBILITY_LEVELS, "Profile picture visibility is required"),
    messages_privacy: listed(MESSAGES_PRIVACY_LEVELS, "Messages privacy is required"),
    proposals_privacy: listed(PROPOSALS_PRIVACY_LEVELS, "Proposal privacy is required"),
  },
  { error: sectionError("privacy settings") },
);

export type SecondMarriageInfo = z.output<typeof secondMarriageInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;
export type PersonalInfoUpdate = z.output<typeof personalInfoUpdateSchema>;
export type CareerInfo = z.output<typeof careerInfoSchema>;
export type FamilyInfo = z.output<typeof familyInfoSchema>;
export type ReligionInfo = z.output<typeof religionInfoSchema>;
export type ResidentialInfo = z.output<typeof residentialInfoSchema>;
export type PartnerRequirements = z.output<typeof partnerRequirementsSchema>;
export type PrivacySettings = z.output<typeof privacySettingsSchema>;

/** The spec's defaults (§3), as the wizard starts. Text fields without a default start empty. */
export const PROFILE_DEFAULTS = {
  personal_info: {
    first_name: "",
    last_name: "",
    gender: "male",
    dob: "",
    marital_status: "single",
    height: 3.5,
    weight: 50,
    mother_tongue: "ur",
    nationality: "PK",
    second_marriage_info: {
      kids_from_first_marriage: 0,
      reason_for_second_marriage: "other",
      family_approval: "no",
      provide_separate_house: "no",
      accept_partner_kids: "no",
    },
  },
  career_info: {
    education: "other",
    profession: "other",
    job_post: "other",
    monthly_income: "less_than_50k",
    future_plan: "other",
  },
  family_info: {
    father_name: "",
    father_profession: "other",
    mother_profession: "other",
    total_brothers: 0,
    total_sisters: 0,
  },
  religion_info: {
    religion: "islam",
    maslak: "sunni",
    caste: "other",
    do_you_prefer_hijaab: "no",
    do_you_prefer_beard: "no",
    dietary_preference: "not_strict",
  },
  residential_info: {
    residence_status: "rent",
    property_size: "5_marla",
    country: "PK",
    residence_state: "",
    residence_city: "",
    family_status: "middle",
  },
  partner_requirements: {
    religion: "islam",
    maslak: "sunni",
    caste: "other",
    age_min: 18,
    age_max: 24,
    height_range: 3.5,
    complexion: "wheatish",
    body_type: "athletic",
    marital_status: "single",
    education: "other",
    profession: "other",
    mother_tongue: "ur",
    income_range: "less_than_50k",
    nationality: ["PK"],
    residence_state: [] as string[],
    residence_city: [] as string[],
    family_status: "middle",
    religious_status: "moderate",
  },
} as const;

/** The privacy defaults a new profile gets (docs/decisions/0008). */
export const PRIVACY_DEFAULTS: PrivacySettings = {
  profile_visibility: "everyone",
  show_profile_picture: "verified_users",
  messages_privacy: "connections",
  proposals_privacy: "everyone",
};

/** The whole wizard's data, as POST /api/profile/create takes it. */
export const createProfileSchema = z.object({
  personal_info: personalInfoSchema,
  career_info: careerInfoSchema,
  family_info: familyInfoSchema,
  religion_info: religionInfoSchema,
  residential_info: residentialInfoSchema,
  partner_requirements: partnerRequirementsSchema,
  /** Accepted for the spec's payload; the acting member always comes from the session. */
  auth_id: claimedId("auth_id").optional(),
  profileId: claimedId("profileId").optional(),
});

export type CreateProfileInput = z.output<typeof createProfileSchema>;

export const WIZARD_LAST_STEP = 7;
export const DRAFT_MAX_BYTES = 64 * 1024;

const DRAFT_STEP_MESSAGE = `step must be a whole number from 0 to ${WIZARD_LAST_STEP}`;
const DRAFT_TOO_LARGE = "The draft is too large.";

export const saveDraftSchema = z.object({
  step: z
    .number({ error: DRAFT_STEP_MESSAGE })
    .int(DRAFT_STEP_MESSAGE)
    .min(0, DRAFT_STEP_MESSAGE)
    .max(WIZARD_LAST_STEP, DRAFT_STEP_MESSAGE),
  data: z
    .record(z.string(), z.unknown(), { error: "data must be an object of the wizard's sections" })
    .refine((data) => draftSize(data) <= DRAFT_MAX_BYTES, DRAFT_TOO_LARGE),
});

/** The draft's size as JSON; one nested too deeply to serialise counts as too large. */
function draftSize(data: unknown): number {
  try {
    return JSON.stringify(data).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** `{data, profile_id}` of the section updates (spec §7); profile_id, when sent, must be the member's own. */
export const sectionUpdate = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    profile_id: idField("profile_id").optional(),
    auth_id: claimedId("auth_id").optional(),
  });

export const profileIdQuery = z.object({ profileId: idField("profileId").optional() });
export const userIdQuery = z.object({ userId: idField("userId").optional() });
/** Deleting the account asks for the password again (issue 14); see currentPasswordField. */
export const disableProfileSchema = z.object({
  profile_id: idField("profile_id").optional(),
  password: currentPasswordField,
});
export const updatePrivacySettingsSchema = sectionUpdate(privacySettingsSchema);
