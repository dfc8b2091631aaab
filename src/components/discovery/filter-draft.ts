import type { SearchFilters, SearchGender } from "@/lib/discovery/search-filters";

/**
 * The filter form's draft and the applied filters, both ways: pure, so unit tests can hold them.
 */

export type ListKey =
  | "religion"
  | "maslak"
  | "caste"
  | "marital_status"
  | "education"
  | "profession"
  | "income"
  | "mother_tongue"
  | "country"
  | "state"
  | "city"
  | "family_status";

export type FilterDraft = {
  gender: SearchGender;
  age_min: string;
  age_max: string;
  height_min: string;
  height_max: string;
  verified_only: boolean;
  with_photo: boolean;
} & Record<ListKey, string[]>;

const stateOfCity = (code: string) => code.split("-").slice(0, 2).join("-");
const countryOfState = (code: string) => code.slice(0, 2);
const unique = (codes: readonly string[]) => [...new Set(codes)];

/**
 * The applied filters as a draft. A city (or state) shared in a URL without its state (or country)
 * gets them added, so the pickers, which choose top down, can show it; the results are the same.
 */
export function draftFrom(filters: SearchFilters, defaultGender: SearchGender): FilterDraft {
  const city = filters.city ?? [];
  const state = unique([...(filters.state ?? []), ...city.map(stateOfCity)]);
  const country = unique([...(filters.country ?? []), ...state.map(countryOfState)]);
  const number = (value: number | undefined) => (value === undefined ? "" : String(value));
  return {
    gender: filters.gender ?? defaultGender,
    age_min: number(filters.age_min),
    age_max: number(filters.age_max),
    height_min: number(filters.height_min),
    height_max: number(filters.height_max),
    religion: filters.religion ?? [],
    maslak: filters.maslak ?? [],
    caste: filters.caste ?? [],
    marital_status: filters.marital_status ?? [],
    education: filters.education ?? [],
    profession: filters.profession ?? [],
    income: filters.income ?? [],
    mother_tongue: filters.mother_tongue ?? [],
    country,
    state,
    city,
    family_status: filters.family_status ?? [],
    verified_only: filters.verified_only ?? false,
    with_photo: filters.with_photo ?? false,
  };
}

/** A pair of bounds in order (a minimum above the maximum is read as the two swapped). */
function bounds(min: string, max: string): [number | undefined, number | undefined] {
  const low = min === "" ? undefined : Number(min);
  const high = max === "" ? undefined : Number(max);
  if (low !== undefined && high !== undefined && low > high) return [high, low];
  return [low, high];
}

/** The draft as filters: empty lists and unticked boxes left out; the gender always kept. */
export function filtersFrom(draft: FilterDraft): SearchFilters {
  const [age_min, age_max] = bounds(draft.age_min, draft.age_max);
  const [height_min, height_max] = bounds(draft.height_min, draft.height_max);
  const list = (values: string[]) => (values.length > 0 ? values : undefined);
  return {
    gender: draft.gender,
    age_min,
    age_max,
    height_min,
    height_max,
    religion: list(draft.religion),
    maslak: list(draft.maslak),
    caste: list(draft.caste),
    marital_status: list(draft.marital_status),
    education: list(draft.education),
    profession: list(draft.profession),
    income: list(draft.income),
    mother_tongue: list(draft.mother_tongue),
    country: list(draft.country),
    state: list(draft.state),
    city: list(draft.city),
    family_status: list(draft.family_status),
    verified_only: draft.verified_only || undefined,
    with_photo: draft.with_photo || undefined,
  };
}
