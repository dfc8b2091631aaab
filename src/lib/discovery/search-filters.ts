import { z } from "zod";
import { isLanguageCode } from "../options/languages";
import {
  AGE_MAX,
  AGE_MIN,
  ALL_CASTES,
  ALL_MASLAKS,
  EDUCATIONS,
  FAMILY_STATUSES,
  HEIGHT_ABOVE_SEVEN,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  PROFESSIONS,
  RELIGIONS,
} from "../options/profile";
import { idField } from "../validation/id";
import {
  BOOLEAN_FILTERS,
  FILTER_LIST_MAX,
  LIST_FILTERS,
  type ListFilter,
  NUMBER_FILTERS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RESULTS_MAX,
  SEARCH_GENDERS,
  SORTS,
  TOO_DEEP,
} from "./search-url";

/**
 * The browse filters of issue 5, one definition shared by the URL (the dashboard keeps a search in
 * its query string), the UI, tRPC and the REST row `GET /api/profile/get/all-profiles`
 * (docs/dev/discovery-contract.md). Client-safe: no server imports.
 */

export * from "./search-url";

const codesOf = (list: readonly { value: string }[]) => new Set(list.map((option) => option.value));

const RELIGION_CODES = codesOf(RELIGIONS);
const MASLAK_CODES = codesOf(ALL_MASLAKS);
const CASTE_CODES = codesOf(ALL_CASTES);
const MARITAL_CODES = codesOf(MARITAL_STATUSES);
const EDUCATION_CODES = codesOf(EDUCATIONS);
const PROFESSION_CODES = codesOf(PROFESSIONS);
const INCOME_CODES = codesOf(MONTHLY_INCOMES);
const FAMILY_STATUS_CODES = codesOf(FAMILY_STATUSES);

/** Place codes as src/server/locations makes them: 'PK', 'PK-PB', 'PK-PB-Lahore'. */
const COUNTRY_CODE = /^[A-Z]{2}$/;
const STATE_CODE = /^[A-Z]{2}-[A-Za-z0-9]+$/;
const CITY_CODE = /^[A-Z]{2}-[A-Za-z0-9]+-[^,]+$/;

const codeIn = (codes: ReadonlySet<string>, message: string) =>
  z.string({ error: message }).refine((value) => codes.has(value), message);

const codeLike = (pattern: RegExp, max: number, message: string) =>
  z.string({ error: message }).max(max, message).regex(pattern, message);

const codeList = (item: z.ZodType<string>, field: string) =>
  z
    .array(item, { error: `${field} must be a list of codes` })
    .max(FILTER_LIST_MAX, `${field}: choose at most ${FILTER_LIST_MAX}`)
    .optional();

const age = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(AGE_MIN, `${field} must be between ${AGE_MIN} and ${AGE_MAX}`)
    .max(AGE_MAX, `${field} must be between ${AGE_MIN} and ${AGE_MAX}`)
    .optional();

const height = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .refine(
      (feet) => (feet >= 3.5 && feet <= 7) || feet === HEIGHT_ABOVE_SEVEN,
      `${field} must be between 3.5 and 7 ft (9 = above 7 ft)`,
    )
    .optional();

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).optional();

/** The list filters and what each item must be. */
const LIST_ITEMS = {
  religion: codeIn(RELIGION_CODES, "religion: unknown religion"),
  maslak: codeIn(MASLAK_CODES, "maslak: unknown maslak"),
  caste: codeIn(CASTE_CODES, "caste: unknown caste"),
  marital_status: codeIn(MARITAL_CODES, "marital_status: unknown marital status"),
  education: codeIn(EDUCATION_CODES, "education: unknown education"),
  profession: codeIn(PROFESSION_CODES, "profession: unknown profession"),
  income: codeIn(INCOME_CODES, "income: unknown income range"),
  mother_tongue: z
    .string({ error: "mother_tongue: unknown language" })
    .refine(isLanguageCode, "mother_tongue: unknown language"),
  country: codeLike(COUNTRY_CODE, 2, "country: not a country code"),
  state: codeLike(STATE_CODE, 20, "state: not a state code"),
  city: codeLike(CITY_CODE, 120, "city: not a city code"),
  family_status: codeIn(FAMILY_STATUS_CODES, "family_status: unknown family status"),
} satisfies Record<ListFilter, z.ZodType<string>>;

export const searchFiltersSchema = z.object({
  /** Absent: the opposite of the viewer's gender (visitors: both). */
  gender: z.enum(SEARCH_GENDERS, { error: "gender must be male, female or any" }).optional(),
  age_min: age("age_min"),
  age_max: age("age_max"),
  /** Feet, 3.5 to 7, or 9 for 'above 7 ft'. */
  height_min: height("height_min"),
  height_max: height("height_max"),
  religion: codeList(LIST_ITEMS.religion, "religion"),
  maslak: codeList(LIST_ITEMS.maslak, "maslak"),
  caste: codeList(LIST_ITEMS.caste, "caste"),
  marital_status: codeList(LIST_ITEMS.marital_status, "marital_status"),
  education: codeList(LIST_ITEMS.education, "education"),
  profession: codeList(LIST_ITEMS.profession, "profession"),
  income: codeList(LIST_ITEMS.income, "income"),
  mother_tongue: codeList(LIST_ITEMS.mother_tongue, "mother_tongue"),
  country: codeList(LIST_ITEMS.country, "country"),
  state: codeList(LIST_ITEMS.state, "state"),
  city: codeList(LIST_ITEMS.city, "city"),
  family_status: codeList(LIST_ITEMS.family_status, "family_status"),
  verified_only: flag("verified_only"),
  with_photo: flag("with_photo"),
});

export type SearchFilters = z.output<typeof searchFiltersSchema>;

export const searchInputSchema = searchFiltersSchema
  .extend({
    /** Absent: best_match for members, newest for visitors. */
    sort: z.enum(SORTS, { error: "sort must be best_match, newest or recently_active" }).optional(),
    page: z
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .default(1),
    pageSize: z
      .number({ error: "pageSize must be a number" })
      .int("pageSize must be a whole number")
      .min(1, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .max(PAGE_SIZE_MAX, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
    /** The spec's optional ids name the viewer (their own card is left out); never someone else (403). */
    userId: idField("userId").optional(),
    profileId: idField("profileId").optional(),
  })
  .refine((input) => input.page * input.pageSize <= RESULTS_MAX, { message: TOO_DEEP, path: ["page"] });

/** What a caller sends (defaults may be left out). */
export type SearchInput = z.input<typeof searchInputSchema>;
/** What the procedure receives (defaults filled in). */
export type SearchQuery = z.output<typeof searchInputSchema>;

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

/** Every value of a key: repeated keys and comma-separated lists alike. */
function valuesOf(params: ParamSource, key: string): string[] {
  let raw: string[];
  if (params instanceof URLSearchParams) raw = params.getAll(key);
  else {
    const value = params[key];
    raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  return raw.flatMap((value) => value.split(",")).map((value) => value.trim());
}

function lastOf(params: ParamSource, key: string): string | undefined {
  const values = valuesOf(params, key).filter((value) => value !== "");
  return values[values.length - 1];
}

function parseNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return undefined;
}

/**
 * URL → input, leniently: an unknown or invalid value is dropped, never thrown, so an edited or
 * stale URL still shows a page. Lists are comma-separated (`city=PK-PB-Lahore,PK-SD-Karachi`) or
 * repeated keys; duplicates are dropped and a list keeps its first 50 codes.
 */
export function searchParamsToInput(params: ParamSource): SearchInput {
  const input: Record<string, unknown> = {};
  const shape = searchInputSchema.shape;

  const gender = lastOf(params, "gender");
  if (gender !== undefined && shape.gender.safeParse(gender).success) input.gender = gender;

  for (const key of NUMBER_FILTERS) {
    const value = parseNumber(lastOf(params, key));
    if (value !== undefined && shape[key].safeParse(value).success) input[key] = value;
  }

  for (const key of LIST_FILTERS) {
    const item = LIST_ITEMS[key];
    const codes = [...new Set(valuesOf(params, key))].filter((code) => item.safeParse(code).success);
    if (codes.length > 0) input[key] = codes.slice(0, FILTER_LIST_MAX);
  }

  for (const key of BOOLEAN_FILTERS) {
    const value = parseBoolean(lastOf(params, key));
    if (value !== undefined) input[key] = value;
  }

  const sort = lastOf(params, "sort");
  if (sort !== undefined && shape.sort.safeParse(sort).success) input.sort = sort;
  for (const key of ["page", "pageSize"] as const) {
    const value = parseNumber(lastOf(params, key));
    if (value !== undefined && shape[key].safeParse(value).success) input[key] = value;
  }
  for (const key of ["userId", "profileId"] as const) {
    const value = lastOf(params, key);
    if (value !== undefined && shape[key].safeParse(value).success) input[key] = value;
  }

  // A page past the first RESULTS_MAX profiles is the deepest one there is: the search is kept.
  const pageSize = typeof input.pageSize === "number" ? input.pageSize : PAGE_SIZE_DEFAULT;
  if (typeof input.page === "number" && input.page * pageSize > RESULTS_MAX) {
    input.page = Math.max(1, Math.floor(RESULTS_MAX / pageSize));
  }

  // Every kept value passed its own field's check, so the whole passes too.
  const parsed = searchInputSchema.safeParse(input);
  return parsed.success ? parsed.data : {};
}
