import { describe, expect, it } from "vitest";
import {
  hasSecondMarriage,
  type NameLookup,
  NOT_GIVEN,
  partnerRows,
  personalRows,
  religionRows,
  residentialRows,
} from "@/components/profile/page/section-rows";

const names: NameLookup = {
  language: (code) => ({ ur: "Urdu", pa: "Punjabi" })[code] ?? code,
  country: (code) => ({ PK: "Pakistan", AE: "United Arab Emirates" })[code] ?? code,
  state: (code) => ({ "PK-PB": "Punjab", "PK-SD": "Sindh" })[code] ?? code,
  city: (code) => code.split("-").slice(2).join("-"),
};

const shown = (rows: { label: string; value: string }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

const personal = {
  first_name: "Ayesha",
  last_name: "Khan",
  gender: "female",
  dob: "1996-07-09",
  marital_status: "divorced",
  height: 5.4,
  weight: 55,
  mother_tongue: "pa",
  nationality: "PK",
};

describe("profile section rows", () => {
  it("shows labels, names and the §9 date, never codes", () => {
    const rows = personalRows(personal, names);
    expect(shown(rows, "Gender")).toBe("Female");
    expect(shown(rows, "Date of Birth")).toBe("09, July, 1996");
    expect(shown(rows, "Marital Status")).toBe("Divorced");
    expect(shown(rows, "Height")).toBe("5.4 ft");
    expect(shown(rows, "Mother Tongue")).toBe("Punjabi");
    expect(shown(rows, "Nationality")).toBe("Pakistan");
  });

  it("gives another member the age instead of the date of birth", () => {
    const rows = personalRows({ ...personal, dob: undefined }, names, 29);
    expect(shown(rows, "Date of Birth")).toBeUndefined();
    expect(shown(rows, "Age")).toBe("29 years");
  });

  it("reads maslak and caste in the member's religion, and Hindu's own lists", () => {
    const rows = religionRows({
      religion: "hinduism",
      maslak: "shaivism",
      caste: "rajput",
      do_you_prefer_hijaab: "no",
      do_you_prefer_beard: "yes",
      dietary_preference: "not_strict",
    });
    expect(shown(rows, "Religion")).toBe("Hindu");
    expect(shown(rows, "Maslak")).toBe("Shaivism");
    expect(shown(rows, "Prefers Beard")).toBe("Yes");
  });

  it("names the residence and the partner's lists of places", () => {
    const home = residentialRows(
      {
        residence_status: "own",
        property_size: "1_kanal",
        country: "PK",
        residence_state: "PK-PB",
        residence_city: "PK-PB-Lahore",
        family_status: "high",
      },
      names,
    );
    expect(shown(home, "Property Size")).toBe("1 Kanal");
    expect(shown(home, "Residence City")).toBe("Lahore");

    const partner = partnerRows(
      {
        religion: "islam",
        maslak: "sunni",
        caste: "other",
        age_min: 24,
        age_max: 28,
        height_range: null,
        complexion: "wheatish",
        body_type: "athletic",
        marital_status: "single",
        education: "master",
        profession: "employed",
        mother_tongue: "ur",
        income_range: "50k_to_100k",
        nationality: ["PK", "AE"],
        residence_state: ["PK-PB", "PK-SD"],
        residence_city: [],
        family_status: "middle",
        religious_status: "moderate",
      },
      names,
    );
    expect(shown(partner, "Age Range")).toBe("24 to 28 years");
    // An empty height range means 3.5 ft (spec §3).
    expect(shown(partner, "Height Range")).toBe("3.5 ft and above");
    expect(shown(partner, "Nationality")).toBe("Pakistan, United Arab Emirates");
    expect(shown(partner, "Residence State")).toBe("Punjab, Sindh");
    expect(shown(partner, "Residence City")).toBe(NOT_GIVEN);
    expect(shown(partner, "Income Range")).toBe("50k to 100k");
  });

  it("asks the second-marriage questions of everyone but a single member (spec §4)", () => {
    expect(hasSecondMarriage("single")).toBe(false);
    expect(hasSecondMarriage(null)).toBe(false);
    expect(hasSecondMarriage("married")).toBe(true);
    expect(hasSecondMarriage("widowed")).toBe(true);
  });
});
