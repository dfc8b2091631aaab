import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  inputToSearchParams,
  SORTS,
  searchFiltersSchema,
  searchInputSchema,
  searchParamsToInput,
} from "@/lib/discovery/search-filters";

const LAHORE = "PK-PB-Lahore";
const KARACHI = "PK-SD-Karachi";
const ID = "6f1c1f8e-1f2a-4d7b-9a65-0f3a1b2c3d4e";

function firstMessage(input: unknown): Record<string, string> {
  const result = searchInputSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}

describe("searchInputSchema", () => {
  it("takes nothing and fills page and pageSize, leaving sort and gender to the viewer", () => {
    expect(searchInputSchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(SORTS).toEqual(["best_match", "newest", "recently_active"]);
  });

  it("accepts every filter with valid values", () => {
    const input = {
      gender: "female",
      age_min: 24,
      age_max: 30,
      height_min: 5,
      height_max: 9,
      religion: ["islam"],
      maslak: ["sunni", "shia"],
      caste: ["rajput"],
      marital_status: ["single"],
      education: ["master", "phd"],
      profession: ["employed"],
      income: ["100k_to_200k"],
      mother_tongue: ["ur", "pa"],
      country: ["PK", "AE"],
      state: ["PK-PB"],
      city: [LAHORE, KARACHI],
      family_status: ["middle"],
      verified_only: true,
      with_photo: false,
      sort: "newest",
      page: 3,
      pageSize: 50,
      userId: ID,
    };
    expect(searchInputSchema.parse(input)).toEqual(input);
    expect(searchFiltersSchema.safeParse({ gender: "any" }).success).toBe(true);
  });

  it("refuses bad values with a message naming the field", () => {
    expect(firstMessage({ gender: "other" })).toEqual({ gender: "gender must be male, female or any" });
    expect(firstMessage({ age_min: 17 })).toEqual({ age_min: "age_min must be between 18 and 75" });
    expect(firstMessage({ age_max: 76 })).toEqual({ age_max: "age_max must be between 18 and 75" });
    expect(firstMessage({ age_min: 20.5 })).toEqual({ age_min: "age_min must be a whole number" });
    expect(firstMessage({ height_min: 3 })).toEqual({
      height_min: "height_min must be between 3.5 and 7 ft (9 = above 7 ft)",
    });
    expect(firstMessage({ height_max: 8 })).toHaveProperty("height_max");
    expect(firstMessage({ religion: ["islam", "jedi"] })).toEqual({
      "religion.1": "religion: unknown religion",
    });
    expect(firstMessage({ caste: ["nobody"] })).toHaveProperty("caste.0");
    expect(firstMessage({ mother_tongue: ["xx"] })).toHaveProperty("mother_tongue.0");
    expect(firstMessage({ country: ["PAK"] })).toHaveProperty("country.0");
    expect(firstMessage({ state: ["Punjab"] })).toHaveProperty("state.0");
    expect(firstMessage({ city: ["Lahore"] })).toHaveProperty("city.0");
    expect(firstMessage({ income: ["lots"] })).toHaveProperty("income.0");
    expect(firstMessage({ city: Array.from({ length: 51 }, (_, i) => `PK-PB-City${i}`) })).toEqual({
      city: "city: choose at most 50",
    });
    expect(firstMessage({ sort: "oldest" })).toEqual({
      sort: "sort must be best_match, newest or recently_active",
    });
    expect(firstMessage({ page: 0 })).toEqual({ page: "page must be 1 or more" });
    const tooDeep =
      "Only the first 1,000 profiles of a search can be paged through: narrow the filters to see others.";
    expect(firstMessage({ page: 51 })).toEqual({ page: tooDeep });
    expect(firstMessage({ page: 21, pageSize: 50 })).toEqual({ page: tooDeep });
    expect(firstMessage({ page: 20, pageSize: 50 })).toEqual({});
    expect(firstMessage({ page: 50 })).toEqual({});
    expect(firstMessage({ pageSize: 51 })).toEqual({ pageSize: "pageSize must be between 1 and 50" });
    expect(firstMessage({ profileId: "me" })).toEqual({ profileId: "profileId must be a valid id" });
    expect(firstMessage({ verified_only: "yes" })).toEqual({
      verified_only: "verified_only must be true or false",
    });
  });
});

describe("searchParamsToInput", () => {
  it("reads comma-separated lists, repeated keys, numbers and flags from a URL", () => {
    const params = new URLSearchParams(
      `gender=female&age_min=24&age_max=30&height_min=5.2&city=${LAHORE},${KARACHI}&religion=islam&religion=christianity&verified_only=true&with_photo=1&sort=newest&page=2&pageSize=10`,
    );
    expect(searchParamsToInput(params)).toEqual({
      gender: "female",
      age_min: 24,
      age_max: 30,
      height_min: 5.2,
      city: [LAHORE, KARACHI],
      religion: ["islam", "christianity"],
      verified_only: true,
      with_photo: true,
      sort: "newest",
      page: 2,
      pageSize: 10,
    });
  });

  it("drops unknown and invalid values instead of throwing", () => {
    const input = searchParamsToInput(
      new URLSearchParams(
        "gender=robot&age_min=twelve&age_max=99&height_min=2&religion=islam,jedi&caste=&city=Lahore&sort=random&page=-1&pageSize=500&verified_only=maybe&userId=me&colour=blue",
      ),
    );
    expect(input).toEqual({ religion: ["islam"], page: 1, pageSize: 20 });
  });

  it("takes a Next.js searchParams record and removes duplicate codes", () => {
    expect(
      searchParamsToInput({ city: [LAHORE, `${LAHORE},${KARACHI}`], maslak: "sunni", gender: undefined }),
    ).toEqual({ city: [LAHORE, KARACHI], maslak: ["sunni"], page: 1, pageSize: 20 });
  });

  it("keeps at most 50 codes a list", () => {
    const cities = Array.from({ length: 60 }, (_, i) => `PK-PB-City${i}`).join(",");
    expect(searchParamsToInput(new URLSearchParams({ city: cities })).city).toHaveLength(50);
  });
});

describe("inputToSearchParams", () => {
  it("leaves defaults, empty lists, false flags and the viewer's ids out", () => {
    const params = inputToSearchParams({
      sort: "best_match",
      page: 1,
      pageSize: 20,
      religion: [],
      verified_only: false,
      userId: ID,
      profileId: ID,
    });
    expect(params.toString()).toBe("");
  });

  it("round-trips through searchParamsToInput", () => {
    const input = {
      gender: "male" as const,
      age_min: 25,
      age_max: 35,
      height_min: 5.5,
      city: [LAHORE, KARACHI],
      mother_tongue: ["ur"],
      income: ["50k_to_100k", "100k_to_200k"],
      verified_only: true,
      sort: "recently_active" as const,
      page: 4,
      pageSize: 10,
    };
    const params = inputToSearchParams(input);
    expect(params.get("city")).toBe(`${LAHORE},${KARACHI}`);
    expect(searchParamsToInput(params)).toEqual(input);
    expect(searchParamsToInput(new URLSearchParams(params.toString()))).toEqual(input);
  });

  it("writes best_match when the viewer's default is newest (visitors)", () => {
    expect(inputToSearchParams({ sort: "best_match" }, { defaultSort: "newest" }).toString()).toBe(
      "sort=best_match",
    );
    expect(inputToSearchParams({ sort: "newest" }, { defaultSort: "newest" }).toString()).toBe("");
  });
});

describe("activeFilterCount", () => {
  it("counts ranges once and ignores sort and paging", () => {
    expect(activeFilterCount({ age_min: 20, age_max: 30, city: [LAHORE], with_photo: true, page: 3 })).toBe(
      3,
    );
    expect(activeFilterCount({})).toBe(0);
  });
});
