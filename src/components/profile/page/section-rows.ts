import type { Locale } from "@/i18n/locales";
import enProfile from "@/i18n/messages/en/profile.json";
import { formatDate } from "@/lib/format";
import type { OptionGroup } from "@/lib/options/labels";
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

/** The `profile.rows` catalog keys: each row's label and the words around its value. */
export type RowKey = keyof typeof enProfile.rows;

/**
 * Translates a `profile.rows` key: a page passes `useTranslations("profile.rows")` (or
 * `getTranslations`); without one, the rows read the English catalog (same text, byte for byte).
 */
export type RowText = (key: RowKey, values?: Record<string, string | number>) => string;

/**
 * The page's words and language (for dates) that the rows are written in, and how it names an
 * option (`useOptionLabel()` / `optionLabel(t, …)`); without one, options read their English labels.
 */
export type RowWords = {
  t: RowText;
  locale: Locale;
  option?: (group: OptionGroup, value: string) => string;
};

/** The catalog group of each option list the rows show (the `options` catalog keys by group). */
const GROUP_OF_LIST = new Map<readonly Option[], OptionGroup>([
  [GENDERS, "gender"],
  [MARITAL_STATUSES, "maritalStatus"],
  [SECOND_MARRIAGE_REASONS, "secondMarriageReason"],
  [YES_NO, "yesNo"],
  [EDUCATIONS, "education"],
  [PROFESSIONS, "profession"],
  [JOB_POSTS, "jobPost"],
  [MONTHLY_INCOMES, "monthlyIncome"],
  [FUTURE_PLANS, "futurePlan"],
  [FATHER_PROFESSIONS, "parentProfession"],
  [MOTHER_PROFESSIONS, "parentProfession"],
  [RELIGIONS, "religion"],
  [DIETARY_PREFERENCES, "dietaryPreference"],
  [RESIDENCE_STATUSES, "residenceStatus"],
  [PROPERTY_SIZES, "propertySize"],
  [FAMILY_STATUSES, "familyStatus"],
  [COMPLEXIONS, "complexion"],
  [BODY_TYPES, "bodyType"],
  [RELIGIOUS_STATUSES, "religiousStatus"],
  [ALL_MASLAKS, "maslak"],
  [ALL_CASTES, "caste"],
]);

const english: RowText = (key, values) =>
  enProfile.rows[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );

const ENGLISH: RowWords = { t: english, locale: "en" };

/** Turns stored codes into names; the server page builds it from the location and language data. */
export type NameLookup = {
  language(code: string): string;
  country(code: string): string;
  state(code: string): string;
  city(code: string): string;
};

/** The sections' English titles (the `profile.sections` catalog; pages read it in their language). */
export const SECTION_TITLES = enProfile.sections;

export type SectionKey = keyof typeof SECTION_TITLES;

/** Shown for a value the profile does not have (English; the rows use the catalog's twin). */
export const NOT_GIVEN = enProfile.rows.notProvided;

type Maybe<T> = T | null | undefined;

/** The value helpers of one set of rows, in the page's words. */
function writer({ t, option: named }: RowWords) {
  const notGiven = t("notProvided");
  const text = (value: Maybe<string | number>): string =>
    value === null || value === undefined || value === "" ? notGiven : String(value);
  const label = (list: readonly Option[], value: Maybe<string>): string => {
    const group = GROUP_OF_LIST.get(list);
    return group && named && value ? named(group, value) : labelOf(list, value);
  };
  const option = (list: readonly Option[], value: Maybe<string>): string => text(label(list, value));
  return {
    notGiven,
    text,
    option,
    /** A religion's own maslak or caste label, or any religion's when the pair no longer matches. */
    subOption(list: readonly Option[], all: readonly Option[], value: Maybe<string>): string {
      if (!value) return notGiven;
      const group = GROUP_OF_LIST.get(all);
      if (group && named) return named(group, value);
      return list.find((o) => o.value === value)?.label ?? labelOf(all, value);
    },
    height(feet: Maybe<number>): string {
      if (feet === null || feet === undefined) return notGiven;
      if (feet === HEIGHT_ABOVE_SEVEN) return t("tallest");
      return t("feet", { feet: feet.toFixed(1) });
    },
    named(lookup: (code: string) => string, code: Maybe<string>): string {
      return code ? text(lookup(code)) : notGiven;
    },
    namedList(lookup: (code: string) => string, codes: Maybe<readonly string[]>): string {
      if (!codes || codes.length === 0) return notGiven;
      return codes.map((code) => lookup(code)).join(", ");
    },
  };
}

export function formatHeight(feet: Maybe<number>, words: RowWords = ENGLISH): string {
  return writer(words).height(feet);
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

export function personalRows(
  info: PersonalValues,
  names: NameLookup,
  age?: number | null,
  words: RowWords = ENGLISH,
): Row[] {
  const { t } = words;
  const { text, option, named, notGiven, height } = writer(words);
  const rows: Row[] = [
    { label: t("firstName"), value: text(info.first_name) },
    { label: t("lastName"), value: text(info.last_name) },
    { label: t("gender"), value: option(GENDERS, info.gender) },
  ];
  if (info.dob) rows.push({ label: t("dob"), value: text(formatDate(info.dob, words.locale)) });
  else if (age !== undefined)
    rows.push({ label: t("age"), value: age === null ? notGiven : t("years", { age }) });
  rows.push(
    { label: t("maritalStatus"), value: option(MARITAL_STATUSES, info.marital_status) },
    { label: t("height"), value: height(info.height) },
    { label: t("weight"), value: info.weight == null ? notGiven : t("kg", { weight: info.weight }) },
    { label: t("motherTongue"), value: named(names.language, info.mother_tongue) },
    { label: t("nationality"), value: named(names.country, info.nationality) },
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

export function secondMarriageRows(info: SecondMarriageValues, words: RowWords = ENGLISH): Row[] {
  const { t } = words;
  const { text, option } = writer(words);
  return [
    { label: t("kids"), value: text(info.kids_from_first_marriage) },
    {
      label: t("reason"),
      value: option(SECOND_MARRIAGE_REASONS, info.reason_for_second_marriage),
    },
    { label: t("familyApproval"), value: option(YES_NO, info.family_approval) },
    { label: t("separateHouse"), value: option(YES_NO, info.provide_separate_house) },
    { label: t("acceptKids"), value: option(YES_NO, info.accept_partner_kids) },
  ];
}

export type CareerValues = {
  education: Maybe<string>;
  profession: Maybe<string>;
  job_post: Maybe<string>;
  monthly_income: Maybe<string>;
  future_plan: Maybe<string>;
};

export function careerRows(info: CareerValues, words: RowWords = ENGLISH): Row[] {
  const { t } = words;
  const { option } = writer(words);
  return [
    { label: t("education"), value: option(EDUCATIONS, info.education) },
    { label: t("profession"), value: option(PROFESSIONS, info.profession) },
    { label: t("jobTitle"), value: option(JOB_POSTS, info.job_post) },
    { label: t("monthlyIncome"), value: option(MONTHLY_INCOMES, info.monthly_income) },
    { label: t("futurePlan"), value: option(FUTURE_PLANS, info.future_plan) },
  ];
}

export type FamilyValues = {
  father_name: Maybe<string>;
  father_profession: Maybe<string>;
  mother_profession: Maybe<string>;
  total_brothers: Maybe<number>;
  total_sisters: Maybe<number>;
};

export function familyRows(info: FamilyValues, words: RowWords = ENGLISH): Row[] {
  const { t } = words;
  const { text, option } = writer(words);
  return [
    { label: t("fatherName"), value: text(info.father_name) },
    { label: t("fatherProfession"), value: option(FATHER_PROFESSIONS, info.father_profession) },
    { label: t("motherProfession"), value: option(MOTHER_PROFESSIONS, info.mother_profession) },
    { label: t("brothers"), value: text(info.total_brothers) },
    { label: t("sisters"), value: text(info.total_sisters) },
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

export function religionRows(info: ReligionValues, words: RowWords = ENGLISH): Row[] {
  const { t } = words;
  const { option, subOption } = writer(words);
  return [
    { label: t("religion"), value: option(RELIGIONS, info.religion) },
    { label: t("maslak"), value: subOption(maslaksFor(info.religion), ALL_MASLAKS, info.maslak) },
    { label: t("caste"), value: subOption(castesFor(info.religion), ALL_CASTES, info.caste) },
    { label: t("hijaab"), value: option(YES_NO, info.do_you_prefer_hijaab) },
    { label: t("beard"), value: option(YES_NO, info.do_you_prefer_beard) },
    { label: t("dietaryPreference"), value: option(DIETARY_PREFERENCES, info.dietary_preference) },
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

export function residentialRows(
  info: ResidentialValues,
  names: NameLookup,
  words: RowWords = ENGLISH,
): Row[] {
  const { t } = words;
  const { option, named } = writer(words);
  return [
    { label: t("residenceStatus"), value: option(RESIDENCE_STATUSES, info.residence_status) },
    { label: t("propertySize"), value: option(PROPERTY_SIZES, info.property_size) },
    { label: t("country"), value: named(names.country, info.country) },
    { label: t("residenceState"), value: named(names.state, info.residence_state) },
    { label: t("residenceCity"), value: named(names.city, info.residence_city) },
    { label: t("familyStatus"), value: option(FAMILY_STATUSES, info.family_status) },
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

export function partnerRows(info: PartnerValues, names: NameLookup, words: RowWords = ENGLISH): Row[] {
  const { t } = words;
  const { option, subOption, named, namedList, notGiven, height } = writer(words);
  const ages =
    info.age_min == null || info.age_max == null
      ? notGiven
      : t("ageSpan", { min: info.age_min, max: info.age_max });
  return [
    { label: t("religion"), value: option(RELIGIONS, info.religion) },
    { label: t("maslak"), value: subOption(maslaksFor(info.religion), ALL_MASLAKS, info.maslak) },
    { label: t("caste"), value: subOption(castesFor(info.religion), ALL_CASTES, info.caste) },
    { label: t("ageRange"), value: ages },
    // An empty height range means 3.5 ft (spec §3), i.e. any height.
    { label: t("heightRange"), value: t("heightAbove", { height: height(info.height_range ?? 3.5) }) },
    { label: t("complexion"), value: option(COMPLEXIONS, info.complexion) },
    { label: t("bodyType"), value: option(BODY_TYPES, info.body_type) },
    { label: t("maritalStatus"), value: option(MARITAL_STATUSES, info.marital_status) },
    { label: t("education"), value: option(EDUCATIONS, info.education) },
    { label: t("profession"), value: option(PROFESSIONS, info.profession) },
    { label: t("motherTongue"), value: named(names.language, info.mother_tongue) },
    { label: t("incomeRange"), value: option(MONTHLY_INCOMES, info.income_range) },
    { label: t("nationality"), value: namedList(names.country, info.nationality) },
    { label: t("residenceState"), value: namedList(names.state, info.residence_state) },
    { label: t("residenceCity"), value: namedList(names.city, info.residence_city) },
    { label: t("familyStatus"), value: option(FAMILY_STATUSES, info.family_status) },
    { label: t("religiousStatus"), value: option(RELIGIOUS_STATUSES, info.religious_status) },
  ];
}

/** Whether the second-marriage section applies (spec §4: marital status other than single). */
export function hasSecondMarriage(maritalStatus: Maybe<string>): boolean {
  return !!maritalStatus && maritalStatus !== "single";
}
