import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AGE_RANGE_PRESETS,
  ALL_CASTES,
  CASTES_BY_RELIGION,
  HEIGHTS,
  MASLAKS_BY_RELIGION,
  MOTHER_PROFESSIONS,
  RELIGIONS,
  SECOND_MARRIAGE_REASONS,
  SIBLING_COUNTS,
  WEIGHTS,
} from "@/lib/options/profile";
import {
  ageFromDob,
  careerInfoSchema,
  familyInfoSchema,
  PROFILE_DEFAULTS,
  partnerRequirementsSchema,
  personalInfoSchema,
  privacySettingsSchema,
  religionInfoSchema,
  residentialInfoSchema,
  secondMarriageInfoSchema,
  weightField,
} from "@/lib/validation/profile";

/** The first message zod gives for `field`, or undefined when the value passes. */
function messageFor(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join(".") === field)?.message;
}

const personal = {
  ...PROFILE_DEFAULTS.personal_info,
  first_name: "Ayesha",
  last_name: "Khan",
  dob: "1995-06-01",
};
const family = { ...PROFILE_DEFAULTS.family_info, father_name: "Tariq Khan" };
const residential = {
  ...PROFILE_DEFAULTS.residential_info,
  residence_state: "PK-PB",
  residence_city: "PK-PB-Lahore",
};
const partner = {
  ...PROFILE_DEFAULTS.partner_requirements,
  residence_state: ["PK-PB"],
  residence_city: ["PK-PB-Lahore"],
};

describe("every section accepts the spec's defaults (§3) once the fields without a default are filled", () => {
  it.each([
    ["personal", personalInfoSchema, personal],
    ["second marriage", secondMarriageInfoSchema, PROFILE_DEFAULTS.personal_info.second_marriage_info],
    ["career", careerInfoSchema, PROFILE_DEFAULTS.career_info],
    ["family", familyInfoSchema, family],
    ["religion", religionInfoSchema, PROFILE_DEFAULTS.religion_info],
    ["residential", residentialInfoSchema, residential],
    ["partner requirements", partnerRequirementsSchema, partner],
  ] as const)("%s", (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it("starts with the spec's defaults", () => {
    expect(PROFILE_DEFAULTS.personal_info).toMatchObject({
      gender: "male",
      marital_status: "single",
      height: 3.5,
      weight: 50,
      mother_tongue: "ur",
      nationality: "PK",
    });
    expect(PROFILE_DEFAULTS.religion_info).toMatchObject({
      religion: "islam",
      dietary_preference: "not_strict",
    });
    expect(PROFILE_DEFAULTS.partner_requirements).toMatchObject({
      age_min: 18,
      age_max: 24,
      complexion: "wheatish",
      body_type: "athletic",
      religious_status: "moderate",
    });
  });
});

describe("each bad value is refused with its message (§5)", () => {
  const thisYear = new Date().getUTCFullYear();
  it.each([
    [personalInfoSchema, personal, "first_name", "", "First name is required"],
    [personalInfoSchema, personal, "first_name", "Al", "First name must be at least 3 characters"],
    [personalInfoSchema, personal, "last_name", "", "Last name is required"],
    [personalInfoSchema, personal, "gender", "other", "Gender is required"],
    [personalInfoSchema, personal, "marital_status", "engaged", "Marital status is required"],
    [personalInfoSchema, personal, "dob", `${thisYear - 17}-01-01`, "You must be at least 18 years old"],
    [personalInfoSchema, personal, "dob", "not a date", "Please enter a valid date of birth"],
    [personalInfoSchema, personal, "height", 3.4, "Height must be between 3.5 and 7 ft"],
    [personalInfoSchema, personal, "height", 7.1, "Height must be between 3.5 and 7 ft"],
    [personalInfoSchema, personal, "weight", 49, "Weight must be between 50 and 100 kg"],
    [personalInfoSchema, personal, "weight", 101, "Weight must be between 50 and 100 kg"],
    [personalInfoSchema, personal, "mother_tongue", "u", "Mother tongue is required"],
    [personalInfoSchema, personal, "nationality", "P", "Nationality is required"],
    [
      secondMarriageInfoSchema,
      PROFILE_DEFAULTS.personal_info.second_marriage_info,
      "kids_from_first_marriage",
      -1,
      "Kids count cannot be negative",
    ],
    [
      secondMarriageInfoSchema,
      PROFILE_DEFAULTS.personal_info.second_marriage_info,
      "kids_from_first_marriage",
      11,
      "Maximum 10 kids allowed",
    ],
    [
      secondMarriageInfoSchema,
      PROFILE_DEFAULTS.personal_info.second_marriage_info,
      "family_approval",
      "maybe",
      "Family approval is required",
    ],
    [careerInfoSchema, PROFILE_DEFAULTS.career_info, "education", "none", "Education is required!"],
    [careerInfoSchema, PROFILE_DEFAULTS.career_info, "profession", "none", "Profession is required!"],
    [careerInfoSchema, PROFILE_DEFAULTS.career_info, "job_post", "none", "Job Title is required!"],
    [careerInfoSchema, PROFILE_DEFAULTS.career_info, "monthly_income", "none", "Income Range is required!"],
    [careerInfoSchema, PROFILE_DEFAULTS.career_info, "future_plan", "none", "Future Plan is required!"],
    [familyInfoSchema, family, "father_name", "", "Father Name is required!"],
    [familyInfoSchema, family, "father_name", "Al", "Father Name must be at least 3 characters"],
    [familyInfoSchema, family, "father_profession", "housewife", "Father Profession is required!"],
    [familyInfoSchema, family, "total_brothers", 16, "Maximum 15 brothers allowed"],
    [familyInfoSchema, family, "total_brothers", -1, "Brothers count cannot be negative"],
    [familyInfoSchema, family, "total_sisters", 16, "Maximum 15 sisters allowed"],
    [familyInfoSchema, family, "total_sisters", -1, "Sisters count cannot be negative"],
    [religionInfoSchema, PROFILE_DEFAULTS.religion_info, "religion", "hindu", "Religion is required!"],
    [religionInfoSchema, PROFILE_DEFAULTS.religion_info, "maslak", "none", "Maslak is required!"],
    [religionInfoSchema, PROFILE_DEFAULTS.religion_info, "caste", "none", "Caste is required!"],
    [
      religionInfoSchema,
      PROFILE_DEFAULTS.religion_info,
      "do_you_prefer_hijaab",
      "",
      "Hijaab option is required!",
    ],
    [
      religionInfoSchema,
      PROFILE_DEFAULTS.religion_info,
      "do_you_prefer_beard",
      "",
      "Beard option is required!",
    ],
    [
      religionInfoSchema,
      PROFILE_DEFAULTS.religion_info,
      "dietary_preference",
      "",
      "Dietary Preference is required!",
    ],
    [residentialInfoSchema, residential, "residence_status", "", "Residential status is required!"],
    [residentialInfoSchema, residential, "property_size", "", "Property size is required!"],
    [residentialInfoSchema, residential, "family_status", "", "Family status is required!"],
    [residentialInfoSchema, residential, "country", "", "Country is required"],
    [residentialInfoSchema, residential, "residence_state", "", "Residence state is required"],
    [residentialInfoSchema, residential, "residence_city", "", "Residence city is required"],
    [partnerRequirementsSchema, partner, "religion", "", "Religion is required!"],
    [partnerRequirementsSchema, partner, "maslak", "", "Maslak is required!"],
    [partnerRequirementsSchema, partner, "caste", "", "Caste is required!"],
    [partnerRequirementsSchema, partner, "age_min", undefined, "Age Range is required!"],
    [partnerRequirementsSchema, partner, "complexion", "", "Complexion is required!"],
    [partnerRequirementsSchema, partner, "body_type", "", "Body type is required!"],
    [partnerRequirementsSchema, partner, "marital_status", "", "Marital Status is required!"],
    [partnerRequirementsSchema, partner, "education", "", "Education is required!"],
    [partnerRequirementsSchema, partner, "profession", "", "profession is required!"],
    [partnerRequirementsSchema, partner, "income_range", "", "Income Range is required!"],
    [partnerRequirementsSchema, partner, "family_status", "", "Family status is required!"],
    [partnerRequirementsSchema, partner, "religious_status", "", "Religion status is required!"],
    [partnerRequirementsSchema, partner, "mother_tongue", "", "Mother tongue is required"],
    [partnerRequirementsSchema, partner, "height_range", 7.5, "Height must be between 3.5 and 7 ft"],
    [partnerRequirementsSchema, partner, "nationality", [], "Nationality is required"],
    [partnerRequirementsSchema, partner, "residence_state", [], "Residence state is required"],
    [partnerRequirementsSchema, partner, "residence_city", [], "Residence city is required"],
  ] as const)("%#: %s = %o", (schema, base, field, value, message) => {
    expect(messageFor(schema, { ...base, [field]: value }, field)).toBe(message);
  });

  it("refuses each privacy field with its message", () => {
    const settings = {
      profile_visibility: "everyone",
      show_profile_picture: "everyone",
      messages_privacy: "connections",
      proposals_privacy: "everyone",
    };
    expect(privacySettingsSchema.safeParse(settings).success).toBe(true);
    expect(
      messageFor(privacySettingsSchema, { ...settings, profile_visibility: "" }, "profile_visibility"),
    ).toBe("Profile visibility is required");
    expect(
      messageFor(privacySettingsSchema, { ...settings, show_profile_picture: "x" }, "show_profile_picture"),
    ).toBe("Profile picture visibility is required");
    expect(
      messageFor(privacySettingsSchema, { ...settings, messages_privacy: "private" }, "messages_privacy"),
    ).toBe("Messages privacy is required");
    expect(
      messageFor(
        privacySettingsSchema,
        { ...settings, proposals_privacy: "connections" },
        "proposals_privacy",
      ),
    ).toBe("Proposal privacy is required");
  });

  it("wants the maslak and caste of the chosen religion", () => {
    const sikh = { ...PROFILE_DEFAULTS.religion_info, religion: "sikhism", maslak: "sunni", caste: "jat" };
    expect(messageFor(religionInfoSchema, sikh, "maslak")).toBe(
      "Please choose a maslak of the selected religion",
    );
    expect(religionInfoSchema.safeParse({ ...sikh, maslak: "khalsa" }).success).toBe(true);
  });

  it("keeps the partner age range in order, and takes an empty height as 3.5", () => {
    expect(messageFor(partnerRequirementsSchema, { ...partner, age_min: 30, age_max: 25 }, "age_max")).toBe(
      "Age Range is required!",
    );
    const parsed = partnerRequirementsSchema.parse({ ...partner, height_range: null });
    expect(parsed.height_range).toBe(3.5);
  });

  it("wants the state inside the country and the city inside the state", () => {
    expect(
      messageFor(residentialInfoSchema, { ...residential, residence_state: "AE-DU" }, "residence_state"),
    ).toBe("Residence state is required");
    expect(
      messageFor(
        residentialInfoSchema,
        { ...residential, residence_city: "PK-SD-Karachi" },
        "residence_city",
      ),
    ).toBe("Residence city is required");
  });
});

/** The first message zod gives for `field` or anything inside it (a list's items). */
function messageWithin(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => {
    const path = issue.path.join(".");
    return path === field || path.startsWith(`${field}.`);
  })?.message;
}

describe("date of birth (§5, docs/decisions/0013)", () => {
  const thisYear = new Date().getUTCFullYear();
  const dob = (value: unknown) => messageFor(personalInfoSchema, { ...personal, dob: value }, "dob");

  it.each([
    ["empty", "", "Date of birth is required"],
    ["blank", "   ", "Date of birth is required"],
    ["missing", undefined, "Date of birth is required"],
    ["not text", 19950601, "Date of birth is required"],
    ["31 February", "2000-02-31", "Please enter a valid date of birth"],
    ["29 February of a common year", "2001-02-29", "Please enter a valid date of birth"],
    ["month 13", "2000-13-01", "Please enter a valid date of birth"],
    ["day 0", "2000-01-00", "Please enter a valid date of birth"],
    ["another format", "01/06/1995", "Please enter a valid date of birth"],
    ["with a time", "1995-06-01T00:00:00Z", "Please enter a valid date of birth"],
    ["17 years old", `${thisYear - 17}-01-01`, "You must be at least 18 years old"],
    ["in the future", `${thisYear + 1}-01-01`, "You must be at least 18 years old"],
    ["80 years old", `${thisYear - 80}-01-01`, "Membership is open to ages 18 to 75"],
  ] as const)("refuses %s with one message", (_name, value, message) => {
    expect(dob(value)).toBe(message);
    const issues = personalInfoSchema.safeParse({ ...personal, dob: value }).error?.issues ?? [];
    expect(issues.filter((issue) => issue.path.join(".") === "dob")).toHaveLength(1);
  });

  it("accepts a real leap day and the ages from 18 to 75", () => {
    expect(dob("2000-02-29")).toBeUndefined();
    expect(dob(`${thisYear - 19}-01-01`)).toBeUndefined();
    expect(dob(`${thisYear - 75}-12-31`)).toBeUndefined();
  });

  it("counts age to the birthday, not by year difference (the spec's wording)", () => {
    // By year difference this member would already be 18 on 1 January.
    expect(ageFromDob("2008-12-31", new Date("2026-01-01T12:00:00Z"))).toBe(17);
    expect(ageFromDob("2008-12-31", new Date("2026-12-31T00:00:00Z"))).toBe(18);
    expect(ageFromDob("2008-02-29", new Date("2026-02-28T12:00:00Z"))).toBe(17);
    expect(ageFromDob("2008-02-29", new Date("2026-03-01T12:00:00Z"))).toBe(18);
  });
});

describe("values the database could not hold are refused with the form's message", () => {
  it.each([
    ["weight", 70.5, "Weight must be a whole number of kg"],
    ["weight", 49.5, "Weight must be between 50 and 100 kg"],
    ["weight", 100.5, "Weight must be between 50 and 100 kg"],
    ["weight", "70", "Weight is required"],
    ["weight", null, "Weight is required"],
    ["height", 5.45, "Height must be between 3.5 and 7 ft"],
    ["height", 8, "Height must be between 3.5 and 7 ft"],
    ["height", "5.5", "Height is required"],
  ] as const)("personal %s %o", (field, value, message) => {
    expect(messageFor(personalInfoSchema, { ...personal, [field]: value }, field)).toBe(message);
  });

  it("takes every whole weight from 50 to 100 (§5), the picker's list included", () => {
    for (let kg = 50; kg <= 100; kg++) {
      expect(messageFor(personalInfoSchema, { ...personal, weight: kg }, "weight")).toBeUndefined();
    }
    for (const { value } of WEIGHTS) expect(weightField.safeParse(value).success).toBe(true);
  });

  it.each([
    [familyInfoSchema, family, "total_brothers", 1.5, "Brothers count must be a whole number"],
    [familyInfoSchema, family, "total_sisters", 2.5, "Sisters count must be a whole number"],
    [
      secondMarriageInfoSchema,
      PROFILE_DEFAULTS.personal_info.second_marriage_info,
      "kids_from_first_marriage",
      0.5,
      "Kids count must be a whole number",
    ],
    [partnerRequirementsSchema, partner, "age_min", 20.5, "Age Range is required!"],
    [partnerRequirementsSchema, partner, "age_max", 30.5, "Age Range is required!"],
    [partnerRequirementsSchema, partner, "height_range", 5.55, "Height must be between 3.5 and 7 ft"],
  ] as const)("%#: %s is refused for a fraction", (schema, base, field, value, message) => {
    expect(messageFor(schema, { ...base, [field]: value }, field)).toBe(message);
  });
});

describe("mother tongue is a language of ISO 639-1", () => {
  it.each([
    [personalInfoSchema, personal],
    [partnerRequirementsSchema, partner],
  ] as const)("%#: refuses unknown codes, takes listed ones in any case", (schema, base) => {
    const mother = (value: unknown) => messageFor(schema, { ...base, mother_tongue: value }, "mother_tongue");
    expect(mother("xx")).toBe("Please select a valid mother tongue");
    expect(mother("urd")).toBe("Please select a valid mother tongue");
    expect(mother("Urdu")).toBe("Please select a valid mother tongue");
    expect(mother("u")).toBe("Mother tongue is required");
    expect(mother(undefined)).toBe("Mother tongue is required");
    for (const code of ["ur", "pa", "sd", "ps", "en", "ar", "UR"]) expect(mother(code)).toBeUndefined();
    const parsed = schema.safeParse({ ...base, mother_tongue: " PA " });
    expect(parsed.success && parsed.data.mother_tongue).toBe("pa");
  });
});

describe("the fields the spec lists, each with its message", () => {
  const marriage = PROFILE_DEFAULTS.personal_info.second_marriage_info;

  it.each([
    ["", "Mother Profession is required!"],
    ["teacher", "Mother Profession is required!"],
    [undefined, "Mother Profession is required!"],
  ] as const)("mother_profession %o", (value, message) => {
    expect(messageFor(familyInfoSchema, { ...family, mother_profession: value }, "mother_profession")).toBe(
      message,
    );
  });

  it("takes every mother profession, housewife included", () => {
    for (const { value } of MOTHER_PROFESSIONS) {
      expect(messageFor(familyInfoSchema, { ...family, mother_profession: value }, "mother_profession")).toBe(
        undefined,
      );
    }
  });

  it.each([
    ["provide_separate_house", "maybe", "Separate house option is required"],
    ["provide_separate_house", undefined, "Separate house option is required"],
    ["accept_partner_kids", "", "Accepting partner's kids option is required"],
    ["accept_partner_kids", true, "Accepting partner's kids option is required"],
    ["family_approval", undefined, "Family approval is required"],
    ["reason_for_second_marriage", "boredom", "Please choose a listed reason"],
    ["kids_from_first_marriage", undefined, "Kids count is required"],
  ] as const)("second marriage %s %o", (field, value, message) => {
    expect(messageFor(secondMarriageInfoSchema, { ...marriage, [field]: value }, field)).toBe(message);
  });

  it("lets the second-marriage reason be left out (§5: optional), as 'other'", () => {
    const { reason_for_second_marriage: _reason, ...withoutReason } = marriage;
    const parsed = secondMarriageInfoSchema.parse(withoutReason);
    expect(parsed.reason_for_second_marriage).toBe("other");
    for (const { value } of SECOND_MARRIAGE_REASONS) {
      expect(
        secondMarriageInfoSchema.parse({ ...marriage, reason_for_second_marriage: value }),
      ).toMatchObject({
        reason_for_second_marriage: value,
      });
    }
  });

  it.each([
    ["age_max", undefined],
    ["age_max", 76],
    ["age_max", 17],
    ["age_max", "24"],
    ["age_min", 17],
    ["age_min", 76],
  ] as const)("partner %s %o: 'Age Range is required!'", (field, value) => {
    expect(messageFor(partnerRequirementsSchema, { ...partner, [field]: value }, field)).toBe(
      "Age Range is required!",
    );
  });

  it("wants age_min no greater than age_max, and takes every preset and the widest range", () => {
    expect(messageFor(partnerRequirementsSchema, { ...partner, age_min: 40, age_max: 34 }, "age_max")).toBe(
      "Age Range is required!",
    );
    expect(messageFor(partnerRequirementsSchema, { ...partner, age_min: 25, age_max: 25 }, "age_max")).toBe(
      undefined,
    );
    for (const { min, max } of [...AGE_RANGE_PRESETS, { min: 18, max: 75 }]) {
      expect(partnerRequirementsSchema.safeParse({ ...partner, age_min: min, age_max: max }).success).toBe(
        true,
      );
    }
  });

  it.each([
    ["nationality", [], "Nationality is required"],
    ["nationality", "PK", "Nationality is required"],
    ["nationality", ["P"], "Nationality is required"],
    ["nationality", ["PK", "Pakistan"], "Nationality is required"],
    ["nationality", Array.from({ length: 51 }, () => "PK"), "Choose at most 50."],
    ["residence_state", ["PB"], "Residence state is required"],
    ["residence_state", "PK-PB", "Residence state is required"],
    ["residence_city", ["Lahore"], "Residence city is required"],
    ["residence_city", ["PK-PB"], "Residence city is required"],
  ] as const)("partner %s %o", (field, value, message) => {
    expect(messageWithin(partnerRequirementsSchema, { ...partner, [field]: value }, field)).toBe(message);
  });

  it("takes lists of several countries, states and cities (upper-casing the country codes)", () => {
    const parsed = partnerRequirementsSchema.parse({
      ...partner,
      nationality: ["pk", "AE"],
      residence_state: ["PK-PB", "AE-DU"],
      residence_city: ["PK-PB-Lahore", "AE-DU-Dubai"],
    });
    expect(parsed.nationality).toEqual(["PK", "AE"]);
    expect(parsed.residence_city).toEqual(["PK-PB-Lahore", "AE-DU-Dubai"]);
  });
});

describe("option lists (§3 with DESIGN.md §3)", () => {
  it("offers heights 3.5 to 7.0 in 0.1 steps plus 9, and the spec's weights", () => {
    expect(HEIGHTS).toHaveLength(37);
    expect(HEIGHTS[0]?.value).toBe(3.5);
    expect(HEIGHTS.at(-2)?.value).toBe(7);
    expect(HEIGHTS.at(-1)?.value).toBe(9);
    for (const { value } of HEIGHTS)
      expect(personalInfoSchema.shape.height.safeParse(value).success).toBe(true);
    expect(WEIGHTS.map((w) => w.value)).toEqual([50, 55, 60, 65, 70, 75, 80, 85, 90, 100]);
  });

  it("gives every religion its maslak and caste lists (Hindu and Sikh included)", () => {
    for (const { value } of RELIGIONS) {
      expect(MASLAKS_BY_RELIGION[value].length).toBeGreaterThan(0);
      expect(CASTES_BY_RELIGION[value].length).toBeGreaterThan(0);
    }
    expect(MASLAKS_BY_RELIGION.hinduism.map((m) => m.value)).toContain("shaivism");
    expect(MASLAKS_BY_RELIGION.sikhism.map((m) => m.value)).toContain("khalsa");
    expect(ALL_CASTES.map((c) => c.value)).toEqual(
      expect.arrayContaining(["rajput", "jutt", "syed", "memon"]),
    );
  });

  it("offers 0 to 15 siblings, and mothers the fathers' professions plus housewife", () => {
    expect(SIBLING_COUNTS.map((c) => c.value)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(MOTHER_PROFESSIONS.at(-1)?.value).toBe("housewife");
  });

  it("computes age by whole years", () => {
    expect(ageFromDob("2000-06-15", new Date("2026-06-14T12:00:00Z"))).toBe(25);
    expect(ageFromDob("2000-06-15", new Date("2026-06-15T12:00:00Z"))).toBe(26);
  });
});
