import { AGE_MAX, AGE_MIN } from "../options/profile";
import type { SearchInput } from "./search-filters";

/**
 * The browse search's names, limits and URL form: what the browser needs of issue 5's filters,
 * without their zod schema (search-filters.ts), so the listing's first load carries no validator.
 */

export const SORTS = ["best_match", "newest", "recently_active"] as const;
export type SearchSort = (typeof SORTS)[number];

export const SORT_LABELS: Record<SearchSort, string> = {
  best_match: "Best match",
  newest: "Newest",
  recently_active: "Recently active",
};

export const SEARCH_GENDERS = ["male", "female", "any"] as const;
export type SearchGender = (typeof SEARCH_GENDERS)[number];

/**
 * How deep a search can be paged: its first 1,000 profiles (the count stops there too, reported as
 * '1,000+'). Past that a best-match page would score and sort the whole search for one page; a
 * member looking further narrows the filters (docs/decisions/0010).
 */
export const RESULTS_MAX = 1_000;
export const TOO_DEEP = `Only the first ${RESULTS_MAX.toLocaleString("en-US")} profiles of a search can be paged through: narrow the filters to see others.`;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
/** Each list filter holds at most this many codes. */
export const FILTER_LIST_MAX = 50;

/** The list filters (their item rules are in search-filters.ts). */
export const LIST_FILTERS = [
  "religion",
  "maslak",
  "caste",
  "marital_status",
  "education",
  "profession",
  "income",
  "mother_tongue",
  "country",
  "state",
  "city",
  "family_status",
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const NUMBER_FILTERS = ["age_min", "age_max", "height_min", "height_max"] as const;
export const BOOLEAN_FILTERS = ["verified_only", "with_photo"] as const;

/**
 * Input → URL with defaults left out (page 1, pageSize 20, the viewer's default sort, empty lists,
 * false flags) and never the viewer's own ids, so the URL is short and can be shared.
 * `defaultSort`: best_match for members (the default), newest for visitors.
 */
export function inputToSearchParams(
  input: SearchInput,
  options: { defaultSort?: SearchSort } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (input.gender !== undefined) params.set("gender", input.gender);
  for (const key of NUMBER_FILTERS) {
    const value = input[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of LIST_FILTERS) {
    const value = input[key];
    if (value && value.length > 0) params.set(key, [...new Set(value)].join(","));
  }
  for (const key of BOOLEAN_FILTERS) if (input[key]) params.set(key, "true");
  if (input.sort !== undefined && input.sort !== (options.defaultSort ?? "best_match")) {
    params.set("sort", input.sort);
  }
  if (input.page !== undefined && input.page !== 1) params.set("page", String(input.page));
  if (input.pageSize !== undefined && input.pageSize !== PAGE_SIZE_DEFAULT) {
    params.set("pageSize", String(input.pageSize));
  }
  return params;
}

/** An age range in whole years, as partner requirements hold it. */
export type AgeRange = { age_min: number; age_max: number };

/**
 * The dashboard's starting ages (docs/decisions/0010): a search whose URL names no age at all
 * starts from the ages the member wants (their partner requirements). An age in the URL, even one
 * bound, is the member's own choice and stands as it is.
 */
export function withWantedAges<T extends SearchInput>(input: T, wanted: AgeRange | null): T {
  if (!wanted || input.age_min !== undefined || input.age_max !== undefined) return input;
  return { ...input, age_min: wanted.age_min, age_max: wanted.age_max };
}

/**
 * What the URL of a search made on the dashboard says, so that it means the same search to whoever
 * opens it (a shared link) and to the member later (after they edit their requirements): the
 * gender searched, since the opener's default may be another one, and the ages, since a URL naming
 * none starts from the opener's wanted ages; a search of every age says so with the whole range.
 * A bare /dashboard (no search made yet) is the only address that means "my defaults".
 */
export function shareableSearch<T extends SearchInput>(input: T, defaultGender: SearchGender): T {
  const noAge = input.age_min === undefined && input.age_max === undefined;
  return {
    ...input,
    gender: input.gender ?? defaultGender,
    age_min: noAge ? AGE_MIN : input.age_min,
    age_max: noAge ? AGE_MAX : input.age_max,
  };
}

/** How many filters are set (a badge on the filter button); gender, sort and paging not counted. */
export function activeFilterCount(input: SearchInput): number {
  let count = 0;
  if (input.age_min !== undefined || input.age_max !== undefined) count += 1;
  if (input.height_min !== undefined || input.height_max !== undefined) count += 1;
  for (const key of LIST_FILTERS) if ((input[key]?.length ?? 0) > 0) count += 1;
  for (const key of BOOLEAN_FILTERS) if (input[key]) count += 1;
  return count;
}
