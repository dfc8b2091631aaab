import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS, personalInfoSchema, residentialInfoSchema } from "@/lib/validation/profile";
import {
  checkResidence,
  cityName,
  countryName,
  listCities,
  listCountries,
  listStates,
  stateName,
} from "@/server/locations";

/** The patterns of src/lib/validation/profile.ts, which every code the pickers offer must pass. */
const STATE_SEGMENT = /^[A-Za-z0-9]+$/;
const CITY_CODE = /^[A-Z]{2}-[A-Za-z0-9]+-.+$/;

/*
 * Problems are collected, then asserted once: an expect per city (148,000 of them) takes seconds.
 */
describe("the whole country-state-city dataset", () => {
  const countries = listCountries();
  const states = countries.flatMap((country) => listStates(country.code) ?? []);
  const cities = states.flatMap((state) => listCities(state.code) ?? []);

  it("is all there: about 250 countries, thousands of states, well over 100,000 cities", () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(states.length).toBeGreaterThan(3000);
    expect(cities.length).toBeGreaterThan(140_000);
  });

  it("leads every country to at least one state, and every state to at least one city", () => {
    const stateless = countries.filter((country) => (listStates(country.code) ?? []).length === 0);
    const cityless = states.filter((state) => (listCities(state.code) ?? []).length === 0);
    expect(stateless.map((country) => country.code)).toEqual([]);
    expect(cityless.map((state) => state.code)).toEqual([]);
  });

  it("gives each country with no state that has a city one state and one city named after it", () => {
    // 58 countries in country-state-city 3.2.1, among them Palestine, Hong Kong and Kosovo.
    const standIns = countries.filter((country) => {
      const list = listStates(country.code) ?? [];
      return list.length === 1 && list[0]?.code === `${country.code}-${country.code}`;
    });
    expect(standIns.length).toBeGreaterThanOrEqual(50);
    expect(standIns.map((country) => country.code)).toEqual(
      expect.arrayContaining(["PS", "HK", "MO", "MC", "XK", "PR", "VA"]),
    );
    const wrong = standIns.filter((country) => {
      const stateCode = `${country.code}-${country.code}`;
      return (
        stateName(stateCode) !== country.name ||
        JSON.stringify(listCities(stateCode)) !==
          JSON.stringify([{ code: `${stateCode}-${country.name}`, name: country.name }])
      );
    });
    expect(wrong).toEqual([]);
  });

  it("gives every country an ISO 3166-1 alpha-2 code and a name, each code once", () => {
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    const wrong = countries.filter(
      (country) =>
        !/^[A-Z]{2}$/.test(country.code) ||
        country.name !== country.name.trim() ||
        country.name.length < 2 ||
        countryName(country.code) !== country.name,
    );
    expect(wrong).toEqual([]);
  });

  it("codes every state <country>-<isoCode> with an alphanumeric isoCode, once, that the schemas take", () => {
    const codes = new Set<string>();
    const wrong: string[] = [];
    for (const country of countries) {
      for (const state of listStates(country.code) ?? []) {
        const fine =
          state.code.startsWith(`${country.code}-`) &&
          STATE_SEGMENT.test(state.code.slice(3)) &&
          state.code.length <= 20 &&
          state.name === state.name.trim() &&
          stateName(state.code) === state.name &&
          !codes.has(state.code);
        if (!fine) wrong.push(state.code);
        codes.add(state.code);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("codes every city <state code>-<name>, once, matching the schema's pattern, with no stray spaces", () => {
    const codes = new Set<string>();
    const wrong: string[] = [];
    for (const state of states) {
      const list = listCities(state.code) ?? [];
      if (list.length === 0) wrong.push(`${state.code} has no city`);
      for (const city of list) {
        const fine =
          city.code === `${state.code}-${city.name}` &&
          CITY_CODE.test(city.code) &&
          city.code.length <= 120 &&
          city.name === city.name.trim() &&
          !/\s\s/.test(city.name) &&
          cityName(city.code) === city.name &&
          !codes.has(city.code);
        if (!fine) wrong.push(city.code);
        codes.add(city.code);
      }
    }
    expect(wrong).toEqual([]);
    expect(codes.size).toBe(cities.length);
  });

  it("passes every city, so at least one in each country, through the residential schema and check", () => {
    const base = { ...PROFILE_DEFAULTS.residential_info };
    const wrong: string[] = [];
    const passed = new Set<string>();
    let checked = 0;
    for (const country of countries) {
      for (const state of listStates(country.code) ?? []) {
        for (const city of listCities(state.code) ?? []) {
          const parsed = residentialInfoSchema.safeParse({
            ...base,
            country: country.code,
            residence_state: state.code,
            residence_city: city.code,
          });
          // What the schema outputs is what the use case checks.
          if (!parsed.success) wrong.push(`${city.code}: ${parsed.error.issues[0]?.message}`);
          else if (checkResidence(parsed.data) !== null)
            wrong.push(`${city.code}: refused by checkResidence`);
          else passed.add(country.code);
          checked += 1;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(cities.length);
    expect(passed.size).toBe(countries.length);
  });

  it("gives every country a nationality the personal-info schema takes", () => {
    const base = {
      ...PROFILE_DEFAULTS.personal_info,
      first_name: "Ayesha",
      last_name: "Khan",
      dob: "1995-01-01",
    };
    const wrong = countries.filter(
      (country) => !personalInfoSchema.safeParse({ ...base, nationality: country.code }).success,
    );
    expect(wrong).toEqual([]);
  });
});
