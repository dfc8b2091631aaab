import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  languageLabel,
  languageName,
} from "@/lib/options/languages";
import { PROFILE_DEFAULTS, personalInfoSchema } from "@/lib/validation/profile";

describe("the mother-tongue list (ISO 639-1)", () => {
  it("holds the ISO 639-1 languages with unique two-letter codes and both names", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(180);
    const codes = LANGUAGES.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const language of LANGUAGES) {
      expect(language.code).toMatch(/^[a-z]{2}$/);
      expect(language.name.trim()).not.toBe("");
      expect(language.nativeName.trim()).not.toBe("");
    }
  });

  it("is sorted by English name", () => {
    const names = LANGUAGES.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has Urdu as the default, and the languages of Pakistan and the UAE", () => {
    expect(DEFAULT_LANGUAGE).toBe("ur");
    expect(PROFILE_DEFAULTS.personal_info.mother_tongue).toBe(DEFAULT_LANGUAGE);
    expect(LANGUAGES.find((language) => language.code === "ur")).toEqual({
      code: "ur",
      name: "Urdu",
      nativeName: "اردو",
    });
    for (const code of ["ar", "en", "pa", "ps", "sd", "hi", "fa", "bn", "ml"]) {
      expect(isLanguageCode(code), code).toBe(true);
    }
  });

  it("names a code, and gives back an unknown one as it is", () => {
    expect(languageName("ur")).toBe("Urdu");
    expect(languageName("pa")).toBe("Panjabi");
    expect(languageName("xx")).toBe("xx");
    expect(languageName(null)).toBe("");
    expect(isLanguageCode("xx")).toBe(false);
    expect(isLanguageCode("UR")).toBe(false);
  });

  it("labels a language with its native name when that differs", () => {
    expect(languageLabel({ code: "ur", name: "Urdu", nativeName: "اردو" })).toBe("Urdu (اردو)");
    expect(languageLabel({ code: "xx", name: "Same", nativeName: "Same" })).toBe("Same");
  });

  it("gives codes every one of which the personal-info schema accepts as a mother tongue", () => {
    const base = {
      ...PROFILE_DEFAULTS.personal_info,
      first_name: "Ayesha",
      last_name: "Khan",
      dob: "1995-01-01",
    };
    for (const { code } of LANGUAGES) {
      const parsed = personalInfoSchema.safeParse({ ...base, mother_tongue: code });
      expect(parsed.success, code).toBe(true);
    }
  });
});
