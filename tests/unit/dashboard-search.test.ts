import { describe, expect, it } from "vitest";
import {
  agesForUrl,
  inputToSearchParams,
  RESULTS_MAX,
  searchParamsToInput,
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

  it("leaves the wanted ages out of the URL, and says 'any age' with the whole range", () => {
    const url = (input: Parameters<typeof agesForUrl>[0]) =>
      inputToSearchParams(agesForUrl(input, wanted)).toString();
    // The starting search: a short URL that starts from the same ages again.
    expect(url({ age_min: 24, age_max: 28, sort: "best_match" })).toBe("");
    expect(url({ age_min: 24, age_max: 28, page: 2 })).toBe("page=2");
    // Other ages are kept as chosen.
    expect(url({ age_min: 30, age_max: 35 })).toBe("age_min=30&age_max=35");
    expect(url({ age_max: 26 })).toBe("age_max=26");
    // Both cleared (or 'Clear filters'): every age, said explicitly, as no age means the wanted ones.
    expect(url({ religion: ["islam"] })).toBe("age_min=18&age_max=75&religion=islam");
    // Without requirements there is nothing to leave out or to say.
    expect(inputToSearchParams(agesForUrl({ religion: ["islam"] }, null)).toString()).toBe("religion=islam");
  });

  it("reads back from its URL the search it was made from", () => {
    for (const input of [{ age_min: 24, age_max: 28 }, { age_min: 40, age_max: 50 }, {}]) {
      const params = inputToSearchParams(agesForUrl(input, wanted));
      const back = withWantedAges(searchParamsToInput(params), wanted);
      expect(back.age_min ?? 18, JSON.stringify(input)).toBe(input.age_min ?? 18);
      expect(back.age_max ?? 75, JSON.stringify(input)).toBe(input.age_max ?? 75);
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
