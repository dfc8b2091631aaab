import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS } from "@/lib/validation/profile";
import {
  ageOn,
  clampStep,
  clearLocalDraft,
  draftStorageKey,
  emptyDraft,
  mergeDraft,
  newestDraft,
  parseDraft,
  partnerAgeRangeFor,
  partnerStartingValues,
  placeFieldErrors,
  readLocalDraft,
  restoreSection,
  sectionOfStep,
  stepOfSection,
  WIZARD_IMAGE_STEP,
  type WizardDraft,
  writeLocalDraft,
} from "@/lib/wizard-draft";

/** A Storage as the browser gives it: strings in, strings out. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const at = (iso: string) => new Date(iso);

describe("steps", () => {
  it.each([
    [0, 0],
    [3, 3],
    [7, 7],
    [8, 7],
    [-1, 0],
    [2.9, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ["3", 0],
    [null, 0],
  ])("clampStep(%s) → %s", (value, expected) => {
    expect(clampStep(value)).toBe(expected);
  });

  it("maps steps 1 to 6 to the sections and back, 0 and 7 to none", () => {
    expect(sectionOfStep(0)).toBeNull();
    expect(sectionOfStep(1)).toBe("personal_info");
    expect(sectionOfStep(6)).toBe("partner_requirements");
    expect(sectionOfStep(WIZARD_IMAGE_STEP)).toBeNull();
    expect(stepOfSection("religion_info")).toBe(4);
    expect(WIZARD_IMAGE_STEP).toBe(7);
  });
});

describe("mergeDraft", () => {
  it("merges a section field by field, keeps the others, and moves the step", () => {
    const start = mergeDraft(
      emptyDraft(at("2025-01-01T00:00:00Z")),
      { section: "personal_info", values: { first_name: "Ayesha", last_name: "Khan" }, step: 1 },
      at("2025-01-01T00:01:00Z"),
    );
    const next = mergeDraft(
      start,
      { section: "personal_info", values: { last_name: "Malik" }, step: 2 },
      at("2025-01-01T00:02:00Z"),
    );
    const withCareer = mergeDraft(next, { section: "career_info", values: { education: "master" } });

    expect(next.data.personal_info).toEqual({ first_name: "Ayesha", last_name: "Malik" });
    expect(next.step).toBe(2);
    expect(next.updated_at).toBe("2025-01-01T00:02:00.000Z");
    expect(withCareer.data).toEqual({
      personal_info: { first_name: "Ayesha", last_name: "Malik" },
      career_info: { education: "master" },
    });
    expect(withCareer.step).toBe(2);
    // The earlier draft is not changed under its holder.
    expect(start.data.personal_info).toEqual({ first_name: "Ayesha", last_name: "Khan" });
  });

  it("keeps the step within 0 to 7", () => {
    const draft = emptyDraft();
    expect(mergeDraft(draft, { step: -1 }).step).toBe(0);
    expect(mergeDraft(draft, { step: 12 }).step).toBe(7);
  });
});

describe("parseDraft", () => {
  it("accepts the server's shape (a Date) and the stored shape (an ISO string)", () => {
    const fromServer = parseDraft({
      step: 3,
      data: { family_info: { father_name: "Imran" } },
      updated_at: at("2025-02-01T10:00:00Z"),
    });
    expect(fromServer).toEqual({
      step: 3,
      data: { family_info: { father_name: "Imran" } },
      updated_at: "2025-02-01T10:00:00.000Z",
    });
    expect(parseDraft(JSON.parse(JSON.stringify(fromServer)))).toEqual(fromServer);
  });

  it("drops unknown sections and sections that are not objects", () => {
    const draft = parseDraft({
      step: 2,
      data: { career_info: "master", nonsense: { a: 1 }, religion_info: { religion: "islam" } },
      updated_at: "2025-02-01T10:00:00Z",
    });
    expect(draft?.data).toEqual({ religion_info: { religion: "islam" } });
  });

  it.each([null, "draft", [], { step: 1, data: {} }, { step: 1, data: {}, updated_at: "yesterday" }])(
    "refuses %j",
    (value) => {
      expect(parseDraft(value)).toBeNull();
    },
  );
});

describe("newestDraft", () => {
  const older: WizardDraft = { step: 2, data: {}, updated_at: "2025-03-01T10:00:00.000Z" };
  const newer: WizardDraft = { step: 5, data: {}, updated_at: "2025-03-01T10:00:01.000Z" };

  it("takes the newer copy, whichever side it is on", () => {
    expect(newestDraft(older, newer)).toBe(newer);
    expect(newestDraft(newer, older)).toBe(newer);
  });

  it("keeps the local copy on a tie and takes whichever exists", () => {
    const same = { ...older, step: 6 };
    expect(newestDraft(older, same)).toBe(older);
    expect(newestDraft(null, older)).toBe(older);
    expect(newestDraft(older, null)).toBe(older);
    expect(newestDraft(null, null)).toBeNull();
  });
});

describe("browser storage", () => {
  const draft: WizardDraft = {
    step: 4,
    data: { personal_info: { first_name: "Ayesha" } },
    updated_at: "2025-04-01T08:00:00.000Z",
  };

  it("keeps one draft per profile, under the user cache's prefix", () => {
    const storage = new MemoryStorage();
    writeLocalDraft(storage, "profile-a", draft);
    writeLocalDraft(storage, "profile-b", { ...draft, step: 1 });

    expect(draftStorageKey("profile-a")).toBe("rishta.user.profile-a.wizard");
    expect(readLocalDraft(storage, "profile-a")).toEqual(draft);
    expect(readLocalDraft(storage, "profile-b")?.step).toBe(1);
    expect(readLocalDraft(storage, "profile-c")).toBeNull();

    clearLocalDraft(storage, "profile-a");
    expect(readLocalDraft(storage, "profile-a")).toBeNull();
    expect(readLocalDraft(storage, "profile-b")).not.toBeNull();
  });

  it("ignores broken JSON and values that are not drafts", () => {
    const storage = new MemoryStorage();
    storage.setItem(draftStorageKey("p1"), "{not json");
    storage.setItem(draftStorageKey("p2"), JSON.stringify({ step: 2 }));
    expect(readLocalDraft(storage, "p1")).toBeNull();
    expect(readLocalDraft(storage, "p2")).toBeNull();
  });

  it("survives a storage that throws, and no storage at all", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readLocalDraft(broken, "p")).toBeNull();
    expect(() => writeLocalDraft(broken, "p", draft)).not.toThrow();
    expect(() => clearLocalDraft(broken, "p")).not.toThrow();
    expect(readLocalDraft(null, "p")).toBeNull();
  });
});

describe("restoreSection", () => {
  const defaults = {
    ...PROFILE_DEFAULTS.personal_info,
    second_marriage_info: { ...PROFILE_DEFAULTS.personal_info.second_marriage_info },
  };

  it("lays saved values of the right kind over the defaults, nested groups too", () => {
    const restored = restoreSection(defaults, {
      first_name: "Ayesha",
      height: 5.4,
      marital_status: "divorced",
      second_marriage_info: { kids_from_first_marriage: 2 },
    });
    expect(restored.first_name).toBe("Ayesha");
    expect(restored.height).toBe(5.4);
    expect(restored.marital_status).toBe("divorced");
    expect(restored.second_marriage_info).toEqual({
      ...PROFILE_DEFAULTS.personal_info.second_marriage_info,
      kids_from_first_marriage: 2,
    });
    expect(restored.gender).toBe("male");
  });

  it("falls back to the default for a value of the wrong kind, and ignores unknown keys", () => {
    const restored = restoreSection(defaults, {
      first_name: 42,
      weight: "heavy",
      second_marriage_info: null,
      role: "admin",
    });
    expect(restored.first_name).toBe("");
    expect(restored.weight).toBe(50);
    expect(restored.second_marriage_info).toEqual(PROFILE_DEFAULTS.personal_info.second_marriage_info);
    expect(restored).not.toHaveProperty("role");
  });

  it("brings an emptied number back as empty (NaN) and copies string lists", () => {
    const saved = { nationality: ["PK", "AE"], age_min: null };
    const restored = restoreSection({ nationality: ["PK"], age_min: 18 }, saved);
    expect(restored.age_min).toBeNaN();
    expect(restored.nationality).toEqual(["PK", "AE"]);
    expect(restored.nationality).not.toBe(saved.nationality);
    expect(restoreSection({ nationality: ["PK"] }, { nationality: [1, 2] }).nationality).toEqual(["PK"]);
  });
});

describe("placeFieldErrors", () => {
  it("groups messages by section without the prefix and answers the earliest step", () => {
    const placed = placeFieldErrors({
      "religion_info.maslak": "Maslak is required!",
      "personal_info.first_name": "First name must be at least 3 characters",
      "personal_info.second_marriage_info.kids_from_first_marriage": "Maximum 10 kids allowed",
    });
    expect(placed.step).toBe(1);
    expect(placed.bySection).toEqual({
      personal_info: {
        first_name: "First name must be at least 3 characters",
        "second_marriage_info.kids_from_first_marriage": "Maximum 10 kids allowed",
      },
      religion_info: { maslak: "Maslak is required!" },
    });
    expect(placed.image).toBeNull();
  });

  it("sends a photo message to the last step and ignores keys it cannot place", () => {
    expect(placeFieldErrors({ image: "Please upload a profile image before submitting." })).toEqual({
      step: 7,
      bySection: {},
      image: "Please upload a profile image before submitting.",
    });
    expect(placeFieldErrors({ _: "Something", personal_info: "x" }).step).toBeNull();
  });
});

describe("the partner step's starting age range (docs/decisions/0036)", () => {
  const today = new Date("2026-11-26T08:00:00Z");

  it("starts a man's range eight years below his age up to his age", () => {
    expect(ageOn("1993-05-01", today)).toBe(33);
    expect(partnerAgeRangeFor("male", "1993-05-01", today)).toEqual({ min: 25, max: 33 });
  });

  it("starts a woman's range at her age up to eight years above", () => {
    expect(partnerAgeRangeFor("female", "1998-01-15", today)).toEqual({ min: 28, max: 36 });
  });

  it("counts whole years: the day before the birthday is still the younger age", () => {
    expect(ageOn("1993-11-27", today)).toBe(32);
    expect(ageOn("1993-11-26", today)).toBe(33);
  });

  it("keeps the range within 18 to 75 and at least a year wide", () => {
    expect(partnerAgeRangeFor("male", "2008-01-01", today)).toEqual({ min: 18, max: 19 });
    expect(partnerAgeRangeFor("female", "1970-01-01", today)).toEqual({ min: 56, max: 64 });
    expect(partnerAgeRangeFor("female", "1951-01-01", today)).toEqual({ min: 74, max: 75 });
  });

  it("keeps the spec's default without a gender or a valid date of birth", () => {
    expect(partnerAgeRangeFor(undefined, "1993-05-01", today)).toBeNull();
    expect(partnerAgeRangeFor("male", "", today)).toBeNull();
    expect(partnerAgeRangeFor("male", "1993-02-30", today)).toBeNull();
  });

  it("fills the draft's partner step from step 1 but never replaces a chosen range", () => {
    const personal = { gender: "male", dob: "1993-05-01" };
    expect(partnerStartingValues({ personal_info: personal }, today)).toEqual({ age_min: 25, age_max: 33 });
    expect(
      partnerStartingValues({ personal_info: personal, partner_requirements: { complexion: "fair" } }, today),
    ).toEqual({ complexion: "fair", age_min: 25, age_max: 33 });
    const chosen = { age_min: 28, age_max: 32 };
    expect(partnerStartingValues({ personal_info: personal, partner_requirements: chosen }, today)).toBe(
      chosen,
    );
    expect(partnerStartingValues({}, today)).toBeUndefined();
  });
});
