import { formatDate } from "@/lib/format";
import {
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
  labelOf,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  MOTHER_PROFESSIONS,
  maslaksFor,
  type Option,
  PROFESSIONS,
  PROPERTY_SIZES,
  RELIGIONS,
  RELIGIOUS_STATUSES,
  RESIDENCE_STATUSES,
  SECOND_MARRIAGE_REASONS,
  YES_NO,
} from "@/lib/options/profile";

/**
 * What each profile section shows, as label and value pairs: option labels instead of codes,
 * names instead of language and place codes, dates the spec's way (§9). Shared by the owner's
 * profile page and another member's profile view, so both read the same.
 */

export type Row = { label: string; value: string };

/** Turns stored codes into names; the server page builds it from the location and language data. */
export type NameLookup = {
  language(code: string): string;
  country(code: string): string;
  state(code: string): string;
  city(code: string): string;
};

export const SECTION_TITLES = {
  personal: "Personal Information",
  secondMarriage: "Second Marriage Information",
  career: "Career Information",
  family: "Family Information",
  religion: "Religion Information",
  residential: "Residential Information",
  partner: "Partner Requirements",
  image: "Profile Image",
} as const;

export type SectionKey = keyof typeof SECTION_TITLES;

/** Shown for a value the profile does not have. */
export const NOT_GIVEN = "Not provided";

type Maybe<T> = T | null | undefined;

function text(value: Maybe<string | number>): string {
  if (value === null || value === undefined || value === "") return NOT_GIVEN;
  return String(value);
}

function option(list: readonly Option[], value: Maybe<string>): string {
  return text(labelOf(list, value));
}

/** A religion's own maslak or caste label, or any religion's when the pair no longer matches. */
function subOption(list: readonly Option[], all: readonly Option[], value: Maybe<string>): string {
  if (!value) return NOT_GIVEN;
  return list.find((o) => o.value === value)?.label ?? labelOf(all, value);
}

export function formatHeight(feet: Maybe<number>): string {
  if (feet === null || feet === undefined) return NOT_GIVEN;
  if (feet === HEIGHT_ABOVE_SEVEN) return "7 to 9 ft";
  return `${feet.toFixed(1)} ft`;
}

function named(lookup: (code: string) => string, code: Maybe<string>): string {
  return code ? text(lookup(code)) : NOT_GIVEN;
}

function namedList(lookup: (code: string) => string, codes: Maybe<readonly string[]>): string {
  if (!codes || codes.length === 0) return NOT_GIVEN;
  return codes.map((code) => lookup(code)).join(", ");
}

export type PersonalValues = {
  first_name: Maybe<string>;
  last_name: Maybe<string>;
  gender: Maybe<string>;
  /** Absent in another member's view: they see the age instead. */
  dob?: Maybe<string>;
  marital_status: Maybe<string>;
  height: Maybe<number>;
  weight: Maybe<number>;
  mother_tongue: Maybe<string>;
  nationality: Maybe<string>;
};

export function personalRows(info: PersonalValues, names: NameLookup, age?: number | null): Row[] {
  const rows: Row[] = [
    { label: "First Name", value: text(info.first_name) },
    { label: "Last Name", value: text(info.last_name) },
    { label: "Gender", value: option(GENDERS, info.gender) },
  ];
  if (info.dob) rows.push({ label: "Date of Birth", value: text(formatDate(info.dob)) });
  else if (age !== undefined) rows.push({ label: "Age", value: age === null ? NOT_GIVEN : `${age} years` });
  rows.push(
    { label: "Marital Status", value: option(MARITAL_STATUSES, info.marital_status) },
    { label: "Height", value: formatHeight(info.height) },
    { label: "Weight", value: info.weight == null ? NOT_GIVEN : `${info.weight} kg` },
    { label: "Mother Tongue", value: named(names.language, info.mother_tongue) },
    { label: "Nationality", value: named(names.country, info.nationality) },
  );
  return rows;
}

export type SecondMarriageValues = {
  kids_from_first_marriage: Maybe<number>;
  reason_for_second_marriage: Maybe<string>;
  family_approval: Maybe<string>;
  provide_separate_house: Maybe<string>;
  accept_partner_kids: Maybe<string>;
};

export function secondMarriageRows(info: SecondMarriageValues): Row[] {
  return [
    { label: "Kids from First Marriage", value: text(info.kids_from_first_marriage) },
    {
      label: "Reason for Second Marriage",
      value: option(SECOND_MARRIAGE_REASONS, info.reason_for_second_marriage),
    },
    { label: "Family Approval", value: option(YES_NO, info.family_approval) },
    { label: "Provide Separate House", value: option(YES_NO, info.provide_separate_house) },
    { label: "Accept Partner's Kids", value: option(YES_NO, info.accept_partner_kids) },
  ];
}

export type CareerValues = {
  education: Maybe<string>;
  profession: Maybe<string>;
  job_post: Maybe<string>;
  monthly_income: Maybe<string>;
  future_plan: Maybe<string>;
};

export function careerRows(info: CareerValues): Row[] {
  return [
    { label: "Education", value: option(EDUCATIONS, info.education) },
    { label: "Profession", value: option(PROFESSIONS, info.profession) },
    { label: "Job Title", value: option(JOB_POSTS, info.job_post) },
    { label: "Monthly Income", value: option(MONTHLY_INCOMES, info.monthly_income) },
    { label: "Future Plan", value: option(FUTURE_PLANS, info.future_plan) },
  ];
}

export type FamilyValues = {
  father_name: Maybe<string>;
  father_profession: Maybe<string>;
  mother_profession: Maybe<string>;
  total_brothers: Maybe<number>;
  total_sisters: Maybe<number>;
};

export function familyRows(info: FamilyValues): Row[] {
  return [
    { label: "Father Name", value: text(info.father_name) },
    { label: "Father Profession", value: option(FATHER_PROFESSIONS, info.father_profession) },
    { label: "Mother Profession", value: option(MOTHER_PROFESSIONS, info.mother_profession) },
    { label: "Brothers", value: text(info.total_brothers) },
    { label: "Sisters", value: text(info.total_sisters) },
  ];
}

export type ReligionValues = {
  religion: Maybe<string>;
  maslak: Maybe<string>;
  caste: Maybe<string>;
  do_you_prefer_hijaab: Maybe<string>;
  do_you_prefer_beard: Maybe<string>;
  dietary_preference: Maybe<string>;
};

export function religionRows(info: ReligionValues): Row[] {
  return [
    { label: "Religion", value: option(RELIGIONS, info.religion) },
    { label: "Maslak", value: subOption(maslaksFor(info.religion), ALL_MASLAKS, info.maslak) },
    { label: "Caste", value: subOption(castesFor(info.religion), ALL_CASTES, info.caste) },
    { label: "Prefers Hijaab", value: option(YES_NO, info.do_you_prefer_hijaab) },
    { label: "Prefers Beard", value: option(YES_NO, info.do_you_prefer_beard) },
    { label: "Dietary Preference", value: option(DIETARY_PREFERENCES, info.dietary_preference) },
  ];
}

export type ResidentialValues = {
  residence_status: Maybe<string>;
  property_size: Maybe<string>;
  country: Maybe<string>;
  residence_state: Maybe<string>;
  residence_city: Maybe<string>;
  family_status: Maybe<string>;
};

export function residentialRows(info: ResidentialValues, names: NameLookup): Row[] {
  return [
    { label: "Residence Status", value: option(RESIDENCE_STATUSES, info.residence_status) },
    { label: "Property Size", value: option(PROPERTY_SIZES, info.property_size) },
    { label: "Country", value: named(names.country, info.country) },
    { label: "Residence State", value: named(names.state, info.residence_state) },
    { label: "Residence City", value: named(names.city, info.residence_city) },
    { label: "Family Status", value: option(FAMILY_STATUSES, info.family_status) },
  ];
}

export type PartnerValues = {
  religion: Maybe<string>;
  maslak: Maybe<string>;
  caste: Maybe<string>;
  age_min: Maybe<number>;
  age_max: Maybe<number>;
  height_range: Maybe<number>;
  complexion: Maybe<string>;
  body_type: Maybe<string>;
  marital_status: Maybe<string>;
  education: Maybe<string>;
  profession: Maybe<string>;
  mother_tongue: Maybe<string>;
  income_range: Maybe<string>;
  nationality: Maybe<readonly string[]>;
  residence_state: Maybe<readonly string[]>;
  residence_city: Maybe<readonly string[]>;
  family_status: Maybe<string>;
  religious_status: Maybe<string>;
};

export function partnerRows(info: PartnerValues, names: NameLookup): Row[] {
  const ages =
    info.age_min == null || info.age_max == null ? NOT_GIVEN : `${info.age_min} to ${info.age_max} years`;
  return [
    { label: "Religion", value: option(RELIGIONS, info.religion) },
    { label: "Maslak", value: subOption(maslaksFor(info.religion), ALL_MASLAKS, info.maslak) },
    { label: "Caste", value: subOption(castesFor(info.religion), ALL_CASTES, info.caste) },
    { label: "Age Range", value: ages },
    // An empty height range means 3.5 ft (spec §3), i.e. any height.
    { label: "Height Range", value: `${formatHeight(info.height_range ?? 3.5)} and above` },
    { label: "Complexion", value: option(COMPLEXIONS, info.complexion) },
    { label: "Body Type", value: option(BODY_TYPES, info.body_type) },
    { label: "Marital Status", value: option(MARITAL_STATUSES, info.marital_status) },
    { label: "Education", value: option(EDUCATIONS, info.education) },
    { label: "Profession", value: option(PROFESSIONS, info.profession) },
    { label: "Mother Tongue", value: named(names.language, info.mother_tongue) },
    { label: "Income Range", value: option(MONTHLY_INCOMES, info.income_range) },
    { label: "Nationality", value: namedList(names.country, info.nationality) },
    { label: "Residence State", value: namedList(names.state, info.residence_state) },
    { label: "Residence City", value: namedList(names.city, info.residence_city) },
    { label: "Family Status", value: option(FAMILY_STATUSES, info.family_status) },
    { label: "Religious Status", value: option(RELIGIOUS_STATUSES, info.religious_status) },
  ];
}

/** Whether the second-marriage section applies (spec §4: marital status other than single). */
export function hasSecondMarriage(maritalStatus: Maybe<string>): boolean {
  return !!maritalStatus && maritalStatus !== "single";
}
