import { describe, expect, it, vi } from "vitest";

// The lookup is server-only (the location dataset never goes to the browser); the rule is Next's.
vi.mock("server-only", () => ({}));

import { nameLookupFor } from "@/components/profile/page/name-lookup";

describe("names of a profile's codes in the page's language", () => {
  it("English pages read the dataset's names", () => {
    const names = nameLookupFor("en");
    expect(names.country("PK")).toBe("Pakistan");
    expect(names.language("ur")).toBe("Urdu");
    expect(names.state("PK-PB")).toBe("Punjab");
  });

  it("Urdu pages name countries and languages in Urdu, and keep states and cities as the dataset has them", () => {
    const names = nameLookupFor("ur");
    expect(names.country("PK")).toBe("پاکستان");
    expect(names.country("AE")).toBe("متحدہ عرب امارات");
    expect(names.language("ur")).toBe("اردو");
    expect(names.language("pa")).toBe("پنجابی");
    expect(names.state("PK-PB")).toBe("Punjab");
    expect(names.city("PK-PB-Lahore")).toBe("Lahore");
  });

  it("a code CLDR does not know falls back to the dataset's name or the code itself", () => {
    const names = nameLookupFor("ur");
    expect(names.language("zz")).toBe("zz");
    expect(names.country("not a code")).toBe("not a code");
  });
});
