import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import enOptions from "@/i18n/messages/en/options.json";
import urOptions from "@/i18n/messages/ur/options.json";
import {
  ageRangeLabel,
  heightLabel,
  localizedOptions,
  minHeightLabel,
  type OptionGroup,
  optionLabel,
  weightLabel,
} from "@/lib/options/labels";
import * as lists from "@/lib/options/profile";

const en = createTranslator({ locale: "en", messages: { options: enOptions }, namespace: "options" });
const ur = createTranslator({ locale: "ur", messages: { options: urOptions }, namespace: "options" });

/** Every displayed option list with its catalog group. */
const GROUPS: [OptionGroup, readonly lists.Option[]][] = [
  ["gender", lists.GENDERS],
  ["maritalStatus", lists.MARITAL_STATUSES],
  ["education", lists.EDUCATIONS],
  ["profession", lists.PROFESSIONS],
  ["jobPost", lists.JOB_POSTS],
  ["monthlyIncome", lists.MONTHLY_INCOMES],
  ["futurePlan", lists.FUTURE_PLANS],
  ["parentProfession", lists.FATHER_PROFESSIONS],
  ["parentProfession", lists.MOTHER_PROFESSIONS],
  ["religion", lists.RELIGIONS],
  ["maslak", lists.ALL_MASLAKS],
  ["caste", lists.ALL_CASTES],
  ["yesNo", lists.YES_NO],
  ["dietaryPreference", lists.DIETARY_PREFERENCES],
  ["residenceStatus", lists.RESIDENCE_STATUSES],
  ["propertySize", lists.PROPERTY_SIZES],
  ["familyStatus", lists.FAMILY_STATUSES],
  ["secondMarriageReason", lists.SECOND_MARRIAGE_REASONS],
  ["complexion", lists.COMPLEXIONS],
  ["bodyType", lists.BODY_TYPES],
  ["religiousStatus", lists.RELIGIOUS_STATUSES],
];

describe("option labels in the reader's language", () => {
  it("gives every option the list's own English label, so English pages read as before", () => {
    for (const [group, list] of GROUPS)
      for (const option of list)
        expect(optionLabel(en, group, option.value), `${group}.${option.value}`).toBe(option.label);
  });

  it("gives every option an Urdu label in Urdu script", () => {
    for (const [group, list] of GROUPS)
      for (const option of list) {
        const label = optionLabel(ur, group, option.value);
        expect(label, `${group}.${option.value}`).toMatch(/[\u0600-\u06FF]/);
        expect(label).not.toMatch(/[A-Za-z]/);
      }
    expect(optionLabel(ur, "caste", "arain")).toBe("آرائیں");
    expect(optionLabel(ur, "religion", "islam")).toBe("اسلام");
  });

  it("keeps the stored values and shows an unknown code as stored", () => {
    const castes = localizedOptions(ur, "caste", lists.castesFor("islam"));
    expect(castes.map((option) => option.value)).toEqual(
      lists.castesFor("islam").map((option) => option.value),
    );
    expect(optionLabel(ur, "caste", "retired_code")).toBe("retired_code");
    expect(optionLabel(ur, "caste", null)).toBe("");
  });

  it("words heights, weights and age ranges per language", () => {
    expect(heightLabel(en, 5.3)).toBe("5.3 ft");
    expect(heightLabel(en, lists.HEIGHT_ABOVE_SEVEN)).toBe("7 to 9 ft");
    expect(minHeightLabel(en, 5)).toBe("5.0 ft and above");
    expect(weightLabel(en, 55)).toBe("55 kg");
    expect(ageRangeLabel(en, 25, 33)).toBe("25 to 33");
    expect(heightLabel(ur, 5.3)).toBe("5.3 فٹ");
    expect(weightLabel(ur, 55)).toBe("55 کلو");
    expect(ageRangeLabel(ur, 25, 33)).toBe("25 سے 33");
    // The lists' own English labels are what the catalog reproduces.
    expect(lists.HEIGHTS.map((height) => heightLabel(en, height.value))).toEqual(
      lists.HEIGHTS.map((h) => h.label),
    );
    expect(lists.WEIGHTS.map((weight) => weightLabel(en, weight.value))).toEqual(
      lists.WEIGHTS.map((w) => w.label),
    );
  });
});
