import { describe, expect, it } from "vitest";
import { searchHref } from "@/components/discovery/discovery-view";
import {
  inputToSearchParams,
  RESULTS_MAX,
  type SearchGender,
  type SearchInput,
  searchParamsToInput,
  shareableSearch,
  withWantedAges,
} from "@/lib/discovery/search-filters";

/** The dashboard's starting search and its URLs (docs/decisions/0010). */

const wanted = { age_min: 24, age_max: 28 };

describe("the dashboard starts from the member's wanted ages", () => {
  it("fills them in when the URL names no age", () => {
    const fromUrl = searchParamsToInput(new URLSearchParams("city=PK-PB-Lahore"));
    expect(withWantedAges(fromUrl, wanted)).toEqual({ ...fromUrl, age_min: 24, age_max: 28 });
    expect(fromUrl).not.toHaveProperty("age_min");
  });

  it("keeps an age the URL names, even one bound, and does nothing without requirements", () => {
    expect(withWantedAges({ age_min: 30 }, wanted)).toEqual({ age_min: 30 });
    expect(withWantedAges({ age_max: 40 }, wanted)).toEqual({ age_max: 40 });
    expect(withWantedAges({ age_min: 18, age_max: 75 }, wanted)).toEqual({ age_min: 18, age_max: 75 });
    expect(withWantedAges({ religion: ["islam"] }, null)).toEqual({ religion: ["islam"] });
  });

  it("names the gender and the ages in the URL of every search made, the whole range for any age", () => {
    const url = (input: SearchInput) => inputToSearchParams(shareableSearch(input, "female")).toString();
    expect(url({ age_min: 24, age_max: 28, sort: "best_match" })).toBe("gender=female&age_min=24&age_max=28");
    expect(url({ age_min: 24, age_max: 28, page: 2 })).toBe("gender=female&age_min=24&age_max=28&page=2");
    // One bound stays one bound: a URL naming any age is taken as it is.
    expect(url({ age_max: 26 })).toBe("gender=female&age_max=26");
    // Both cleared (or 'Clear filters'): every age, said explicitly, as no age means the wanted ones.
    expect(url({ religion: ["islam"] })).toBe("gender=female&age_min=18&age_max=75&religion=islam");
    // A gender chosen is kept, 'any' included.
    expect(url({ gender: "any", age_min: 30, age_max: 35 })).toBe("gender=any&age_min=30&age_max=35");
    expect(searchHref({ age_min: 30, age_max: 40, city: ["PK-SD-Karachi"] }, "male")).toBe(
      "/dashboard?gender=male&age_min=30&age_max=40&city=PK-SD-Karachi",
    );
  });

  it("means the same search to whoever opens the URL, whatever their gender and requirements", () => {
    /** What the dashboard searches for a viewer who opens `href` (as the page and the server resolve it). */
    const opened = (href: string, viewer: { defaultGender: SearchGender; wanted: typeof wanted }) => {
      const input = withWantedAges(
        searchParamsToInput(new URL(href, "http://x").searchParams),
        viewer.wanted,
      );
      return { ...input, gender: input.gender ?? viewer.defaultGender };
    };
    const him = { defaultGender: "female" as const, wanted: { age_min: 38, age_max: 45 } };
    const her = { defaultGender: "male" as const, wanted: { age_min: 24, age_max: 30 } };
    for (const search of [
      { age_min: 38, age_max: 45, city: ["PK-SD-Karachi"] },
      { religion: ["islam"] },
      { gender: "any" as const, age_max: 50 },
    ]) {
      const href = searchHref(search, him.defaultGender);
      expect(opened(href, her), href).toEqual(opened(href, him));
      expect(opened(href, him)).toMatchObject({ ...search, gender: search.gender ?? "female" });
    }
  });

  it("reads back from its URL the search it was made from", () => {
    for (const input of [{ age_min: 24, age_max: 28 }, { age_min: 40, age_max: 50 }, {}]) {
      const params = inputToSearchParams(shareableSearch(input, "male"));
      const back = withWantedAges(searchParamsToInput(params), wanted);
      expect(back.age_min ?? 18, JSON.stringify(input)).toBe(input.age_min ?? 18);
      expect(back.age_max ?? 75, JSON.stringify(input)).toBe(input.age_max ?? 75);
      expect(back.gender).toBe("male");
    }
  });
});

describe("a page past the first 1,000 profiles in a URL", () => {
  it("becomes the deepest page there is, keeping the search", () => {
    expect(searchParamsToInput(new URLSearchParams("page=51&religion=islam&age_min=25"))).toEqual({
      page: 50,
      pageSize: 20,
      religion: ["islam"],
      age_min: 25,
    });
    expect(searchParamsToInput({ page: "400", pageSize: "30" })).toEqual({
      page: Math.floor(RESULTS_MAX / 30),
      pageSize: 30,
    });
    expect(searchParamsToInput({ page: "20", pageSize: "50" })).toEqual({ page: 20, pageSize: 50 });
  });
});
