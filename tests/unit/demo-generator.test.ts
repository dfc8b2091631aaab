import { parsePhoneNumberFromString } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { castesFor, maslaksFor } from "@/lib/options/profile";
import { ageFromDob, createProfileSchema, privacySettingsSchema } from "@/lib/validation/profile";
import { type DemoPerson, generateDemoPerson } from "@/server/demo/generate-demo-person";
import { checkPartnerLocations, checkResidence } from "@/server/locations";

const NOW = new Date("2026-03-01T09:30:00Z");
const people = (count: number, seed = "rishta", now = NOW, from = 1): DemoPerson[] =>
  Array.from({ length: count }, (_, i) => generateDemoPerson(from + i, { seed, now }));

describe("demo generator: determinism", () => {
  it("gives the same first 100 people for the same seed and day", () => {
    expect(people(100)).toEqual(people(100));
  });

  it("gives person #n the same whatever came before (a later run continues the numbering)", () => {
    const all = people(100);
    expect(people(50, "rishta", NOW, 51)).toEqual(all.slice(50));
  });

  it("gives other people for another seed", () => {
    const a = people(100).map((person) => person.email);
    const b = people(100, "another").map((person) => person.email);
    expect(a.filter((email, i) => email === b[i]).length).toBeLessThan(10);
  });
});

describe("demo generator: 2,000 complete profiles", () => {
  // Today, so the schemas' age checks (which use the real date) agree with the generator's.
  const now = new Date();
  const crowd = people(2000, "schema-check", now);

  it("passes every section schema of the wizard and the privacy schema", () => {
    for (const person of crowd) {
      const sections = createProfileSchema.safeParse(person.sections);
      expect(sections.error?.issues ?? [], person.email).toEqual([]);
      const privacy = privacySettingsSchema.safeParse(person.privacy);
      expect(privacy.error?.issues ?? [], person.email).toEqual([]);
    }
  });

  it("names real places the server's location checks accept, lists included", () => {
    for (const person of crowd) {
      expect(checkResidence(person.sections.residential_info), person.email).toBeNull();
      expect(checkPartnerLocations(person.sections.partner_requirements), person.email).toBeNull();
    }
  });

  it("keeps maslak and caste within the religion, for the member and the partner they want", () => {
    for (const { sections, email } of crowd) {
      const own = sections.religion_info;
      expect(
        maslaksFor(own.religion).map((o) => o.value),
        email,
      ).toContain(own.maslak);
      expect(
        castesFor(own.religion).map((o) => o.value),
        email,
      ).toContain(own.caste);
      const wanted = sections.partner_requirements;
      expect(
        maslaksFor(wanted.religion).map((o) => o.value),
        email,
      ).toContain(wanted.maslak);
      expect(
        castesFor(wanted.religion).map((o) => o.value),
        email,
      ).toContain(wanted.caste);
    }
    const sameReligion = crowd.filter(
      (p) => p.sections.partner_requirements.religion === p.sections.religion_info.religion,
    );
    expect(sameReligion.length / crowd.length).toBeGreaterThan(0.9);
  });

  it("gives ages 18 to 60 and an age band for the other gender around the member's own age", () => {
    for (const { sections, email } of crowd) {
      const age = ageFromDob(sections.personal_info.dob, now);
      expect(age, email).toBeGreaterThanOrEqual(18);
      expect(age, email).toBeLessThanOrEqual(60);
      const { age_min, age_max } = sections.partner_requirements;
      expect(age_min, email).toBeLessThanOrEqual(age_max);
      if (sections.personal_info.gender === "male") expect(age_min, email).toBeLessThanOrEqual(age);
      else expect(age_max, email).toBeGreaterThanOrEqual(age);
    }
    const ages = new Set(crowd.map((p) => ageFromDob(p.sections.personal_info.dob, now)));
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBe(60);
  });

  it("fills second-marriage details exactly when the member is not single", () => {
    for (const { sections, email } of crowd) {
      const single = sections.personal_info.marital_status === "single";
      expect(sections.personal_info.second_marriage_info === null, email).toBe(single);
    }
    expect(crowd.some((p) => p.sections.personal_info.marital_status !== "single")).toBe(true);
  });

  it("gives unique lower-case demo emails carrying the ordinal, and valid mobile numbers of PK or the UAE", () => {
    const emails = crowd.map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    crowd.forEach((person, i) => {
      expect(person.email).toMatch(new RegExp(`^[a-z0-9]+(\\.[a-z0-9]+)*\\.${i + 1}@demo\\.rishta\\.pk$`));
      const phone = parsePhoneNumberFromString(person.phone);
      expect(phone?.isValid(), person.phone).toBe(true);
      expect(phone?.number).toBe(person.phone);
      expect(person.phone).toMatch(person.sections.residential_info.country === "PK" ? /^\+923/ : /^\+9715/);
    });
  });

  it("mixes Pakistan and the UAE, Emiratis and expatriates, religions, plans and privacy levels", () => {
    const share = (test: (p: DemoPerson) => boolean) => crowd.filter(test).length / crowd.length;
    const inUae = (p: DemoPerson) => p.sections.residential_info.country === "AE";
    expect(share(inUae)).toBeGreaterThan(0.08);
    expect(share(inUae)).toBeLessThan(0.25);
    expect(share((p) => inUae(p) && p.sections.personal_info.nationality === "PK")).toBeGreaterThan(0.04);
    expect(share((p) => p.sections.personal_info.nationality === "AE")).toBeGreaterThan(0.02);
    for (const p of crowd.filter((p) => p.sections.personal_info.nationality === "AE")) {
      expect(p.sections.religion_info.religion).toBe("islam");
      expect(p.sections.personal_info.mother_tongue).toBe("ar");
    }
    expect(new Set(crowd.map((p) => p.sections.religion_info.religion)).size).toBeGreaterThanOrEqual(4);
    expect(share((p) => p.sections.religion_info.religion === "islam")).toBeGreaterThan(0.9);
    expect(share((p) => p.verified)).toBeGreaterThan(0.06);
    expect(share((p) => p.verified)).toBeLessThan(0.14);
    expect(share((p) => p.subscription.plan === "Free")).toBeGreaterThan(0.7);
    for (const plan of ["Silver", "Gold", "Platinum"]) {
      expect(crowd.some((p) => p.subscription.plan === plan)).toBe(true);
    }
    expect(share((p) => p.privacy.profile_visibility === "private")).toBeGreaterThan(0.02);
    expect(share((p) => p.privacy.profile_visibility === "everyone")).toBeGreaterThan(0.6);
    expect(share((p) => p.privacy.show_profile_picture === "verified_users")).toBeGreaterThan(0.2);
    expect(share((p) => p.sections.personal_info.gender === "female")).toBeGreaterThan(0.35);
  });

  it("dates sign-up, submission and activity in the past, in order", () => {
    for (const p of crowd) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(p.submittedAt.getTime());
      expect(p.submittedAt.getTime()).toBeLessThanOrEqual(p.updatedAt.getTime());
      expect(p.submittedAt.getTime()).toBeLessThanOrEqual(p.lastActiveAt.getTime());
      expect(p.lastActiveAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
