import { describe, expect, it } from "vitest";
import { PROFILE_DEFAULTS, residentialInfoSchema } from "@/lib/validation/profile";
import {
  checkCountry,
  checkPartnerLocations,
  checkResidence,
  cityName,
  countryName,
  countryOfCode,
  isCity,
  isState,
  listCities,
  listCountries,
  listStates,
  locationLabel,
  stateName,
  stateOfCity,
} from "@/server/locations";
import { indexPlaces, type RawPlaces } from "@/server/locations/dataset";

describe("places by code", () => {
  it("lists countries, a country's states and a state's cities, sorted by name", () => {
    const countries = listCountries();
    expect(countries).toContainEqual({ code: "PK", name: "Pakistan" });
    expect(countries).toContainEqual({ code: "AE", name: "United Arab Emirates" });
    expect(listStates("PK")).toContainEqual({ code: "PK-PB", name: "Punjab" });
    expect(listStates("AE")).toContainEqual({ code: "AE-DU", name: "Dubai" });
    expect(listCities("PK-PB")).toContainEqual({ code: "PK-PB-Lahore", name: "Lahore" });
    expect(listCities("AE-DU")).toContainEqual({ code: "AE-DU-Dubai", name: "Dubai" });
    const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    for (const list of [countries, listStates("PK") ?? [], listCities("PK-PB") ?? []]) {
      const names = list.map((place) => place.name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
  });

  it("returns null for an unknown country or state", () => {
    expect(listStates("XX")).toBeNull();
    expect(listStates("pk")).toBeNull();
    expect(listCities("PK-XX")).toBeNull();
    expect(listCities("PK")).toBeNull();
  });

  it("names codes and labels a city with its state and country", () => {
    expect(countryName("PK")).toBe("Pakistan");
    expect(stateName("PK-PB")).toBe("Punjab");
    expect(cityName("PK-PB-Lahore")).toBe("Lahore");
    expect(locationLabel("PK-PB-Lahore")).toBe("Lahore, Punjab, Pakistan");
    expect(locationLabel("AE-DU-Dubai")).toBe("Dubai, Dubai, United Arab Emirates");
    expect(countryName("XX")).toBeNull();
    expect(stateName("PK-XX")).toBeNull();
    expect(cityName("PK-PB-Atlantis")).toBeNull();
    expect(locationLabel("PK-SD-Lahore")).toBeNull();
    expect(locationLabel("Lahore")).toBeNull();
  });

  it("tidies the dataset's stray spaces, so a trimmed code still names the city", () => {
    // city.json spells it "Ha'il " (trailing space); zod trims every code it parses.
    const hail = listCities("SA-06")?.find((city) => city.name.startsWith("Ha'il"));
    expect(hail).toEqual({ code: "SA-06-Ha'il", name: "Ha'il" });
    expect(cityName("SA-06-Ha'il ")).toBeNull();
  });

  it("reads the state out of a city code", () => {
    expect(stateOfCity("PK-PB-Lahore")).toBe("PK-PB");
    expect(stateOfCity("GB-ENG-Stoke-on-Trent")).toBe("GB-ENG");
    expect(stateOfCity("PK--Lahore")).toBeNull();
    expect(stateOfCity("PKPB-Lahore")).toBeNull();
    expect(stateOfCity("PK")).toBeNull();
  });

  it("hides states that have no city, since a city is required after a state", () => {
    // GB lists Birmingham (BIR) as a state with no cities; its cities sit under England.
    expect(stateName("GB-BIR")).toBeNull();
    expect(listStates("GB")?.map((state) => state.code)).toContain("GB-ENG");
    expect(cityName("GB-ENG-Birmingham")).toBe("Birmingham");
  });
});

describe("a country the dataset gives no state with a city", () => {
  // Hong Kong: its 18 districts are in state.json, but not one city is filed under any of them.
  const hk = { country: "HK", residence_state: "HK-HK", residence_city: "HK-HK-Hong Kong S.A.R." };

  it("has one state named after it, HK-HK, holding one city named after it", () => {
    expect(countryName("HK")).toBe("Hong Kong S.A.R.");
    expect(listStates("HK")).toEqual([{ code: "HK-HK", name: "Hong Kong S.A.R." }]);
    expect(listCities("HK-HK")).toEqual([{ code: "HK-HK-Hong Kong S.A.R.", name: "Hong Kong S.A.R." }]);
    expect(listStates("VA")).toEqual([{ code: "VA-VA", name: "Vatican City State (Holy See)" }]);
    expect(listCities("XK-XK")).toEqual([{ code: "XK-XK-Kosovo", name: "Kosovo" }]);
    for (const country of ["PS", "MO", "MC", "PR"]) {
      expect(listStates(country)).toEqual([{ code: `${country}-${country}`, name: countryName(country) }]);
    }
  });

  it("names, parents and labels the stand-ins like any state and city", () => {
    expect(isState("HK-HK")).toBe(true);
    expect(isCity("HK-HK-Hong Kong S.A.R.")).toBe(true);
    expect(stateName("HK-HK")).toBe("Hong Kong S.A.R.");
    expect(cityName("MC-MC-Monaco")).toBe("Monaco");
    expect(stateOfCity("HK-HK-Hong Kong S.A.R.")).toBe("HK-HK");
    expect(countryOfCode("HK-HK")).toBe("HK");
    expect(countryOfCode("HK-HK-Hong Kong S.A.R.")).toBe("HK");
    expect(locationLabel("XK-XK-Kosovo")).toBe("Kosovo, Kosovo, Kosovo");
    // The districts stay hidden: they have no city to choose after them.
    expect(stateName("HK-KKC")).toBeNull();
    expect(isCity("HK-HK-Kowloon")).toBe(false);
  });

  it("passes the residential schema and the residence check, and only under its own country", () => {
    const parsed = residentialInfoSchema.safeParse({ ...PROFILE_DEFAULTS.residential_info, ...hk });
    expect(parsed.success).toBe(true);
    expect(checkResidence(hk)).toBeNull();
    expect(checkResidence({ ...hk, country: "MO" })).toEqual({
      residence_state: "Residence state is required",
    });
    expect(checkResidence({ ...hk, residence_city: "HK-HK-Kowloon" })).toEqual({
      residence_city: "Residence city is required",
    });
    expect(
      checkResidence({ ...hk, residence_state: "HK-ALL", residence_city: "HK-ALL-Hong Kong S.A.R." }),
    ).toEqual({
      residence_state: "Residence state is required",
      residence_city: "Residence city is required",
    });
  });

  it("passes the partner check next to ordinary states, and only with its country chosen", () => {
    const wanted = {
      nationality: ["PK", "HK", "VA"],
      residence_state: ["PK-PB", "HK-HK", "VA-VA"],
      residence_city: ["PK-PB-Lahore", "HK-HK-Hong Kong S.A.R.", "VA-VA-Vatican City State (Holy See)"],
    };
    expect(checkPartnerLocations(wanted)).toBeNull();
    expect(checkPartnerLocations({ ...wanted, nationality: ["PK", "VA"] })).toEqual({
      residence_state: "Residence state is required",
    });
    expect(checkPartnerLocations({ ...wanted, residence_state: ["PK-PB", "VA-VA"] })).toEqual({
      residence_city: "Residence city is required",
    });
  });
});

describe("indexPlaces: the stand-in state of a country with no state that has a city", () => {
  const country = (isoCode: string, name: string) => ({ isoCode, name });
  const state = (countryCode: string, isoCode: string, name: string) => ({ countryCode, isoCode, name });
  const statesOf = (raw: RawPlaces, code: string) => indexPlaces(raw).statesByCountry.get(code);

  it("takes <CC>-ALL when the country already has a state whose code is <CC>, even a hidden one", () => {
    const raw: RawPlaces = {
      countries: [country("DJ", "Djibouti")],
      states: [state("DJ", "DJ", "Djibouti"), state("DJ", "AR", "Arta Region")],
      cities: [],
    };
    const index = indexPlaces(raw);
    expect(index.statesByCountry.get("DJ")).toEqual([{ code: "DJ-ALL", name: "Djibouti" }]);
    expect(index.citiesByState.get("DJ-ALL")).toEqual([{ code: "DJ-ALL-Djibouti", name: "Djibouti" }]);
    expect(index.stateNames.get("DJ-DJ")).toBeUndefined();
    expect(index.cityNames.get("DJ-ALL-Djibouti")).toBe("Djibouti");
  });

  it("keeps clear of ALL too, and the codes pass the schema's patterns", () => {
    const raw: RawPlaces = {
      countries: [country("LU", "Luxembourg")],
      states: [
        state("LU", "LU", "Canton of Luxembourg"),
        state("LU", "ALL", "All"),
        state("LU", "ALL2", "All 2"),
      ],
      cities: [],
    };
    expect(statesOf(raw, "LU")).toEqual([{ code: "LU-ALL3", name: "Luxembourg" }]);
    const parsed = residentialInfoSchema.safeParse({
      ...PROFILE_DEFAULTS.residential_info,
      country: "LU",
      residence_state: "LU-ALL3",
      residence_city: "LU-ALL3-Luxembourg",
    });
    expect(parsed.success).toBe(true);
  });

  it("files the country's cities that have no listed state under the stand-in, tidied, once each", () => {
    const raw: RawPlaces = {
      countries: [country("MC", "Monaco")],
      states: [state("MC", "CO", "La Condamine")],
      cities: [
        ["Monte  Carlo ", "MC", ""],
        ["Monte Carlo", "MC", "XX"],
        ["Fontvieille", "MC", ""],
      ],
    };
    const index = indexPlaces(raw);
    expect(index.statesByCountry.get("MC")).toEqual([{ code: "MC-MC", name: "Monaco" }]);
    expect(index.citiesByState.get("MC-MC")).toEqual([
      { code: "MC-MC-Monte Carlo", name: "Monte Carlo" },
      { code: "MC-MC-Fontvieille", name: "Fontvieille" },
    ]);
    expect([...index.cityNames.keys()].sort()).toEqual(["MC-MC-Fontvieille", "MC-MC-Monte Carlo"]);
  });

  it("gives a country with a state that has a city no stand-in, and drops its stateless cities", () => {
    const raw: RawPlaces = {
      countries: [country("PK", "Pakistan"), country("VA", "Vatican City")],
      states: [state("PK", "PB", "Punjab")],
      cities: [
        ["Lahore", "PK", "PB"],
        ["Nowhere", "PK", ""],
      ],
    };
    const index = indexPlaces(raw);
    expect(index.statesByCountry.get("PK")).toEqual([{ code: "PK-PB", name: "Punjab" }]);
    expect(index.stateNames.has("PK-PK")).toBe(false);
    expect(index.cityNames.has("PK--Nowhere")).toBe(false);
    expect(index.statesByCountry.get("VA")).toEqual([{ code: "VA-VA", name: "Vatican City" }]);
    expect(index.citiesByState.get("VA-VA")).toEqual([{ code: "VA-VA-Vatican City", name: "Vatican City" }]);
  });
});

describe("checkCountry", () => {
  it("accepts a known country and refuses anything else with the nationality message", () => {
    expect(checkCountry("PK")).toBeNull();
    expect(checkCountry("AE")).toBeNull();
    expect(checkCountry("XX")).toBe("Nationality is required");
    expect(checkCountry("")).toBe("Nationality is required");
    expect(checkCountry("ZZ", "Country is required")).toBe("Country is required");
  });
});

describe("checkResidence", () => {
  const lahore = { country: "PK", residence_state: "PK-PB", residence_city: "PK-PB-Lahore" };

  it("accepts a city of the state of the country", () => {
    expect(checkResidence(lahore)).toBeNull();
    expect(
      checkResidence({ country: "AE", residence_state: "AE-DU", residence_city: "AE-DU-Dubai" }),
    ).toBeNull();
  });

  it("refuses an unknown country", () => {
    expect(checkResidence({ ...lahore, country: "XX" })).toEqual({
      country: "Country is required",
      residence_state: "Residence state is required",
    });
  });

  it("refuses a state of another country, or no state", () => {
    expect(checkResidence({ ...lahore, country: "AE" })).toEqual({
      residence_state: "Residence state is required",
    });
    expect(checkResidence({ ...lahore, residence_state: "PK-XX" })).toEqual({
      residence_state: "Residence state is required",
      residence_city: "Residence city is required",
    });
    expect(checkResidence({ ...lahore, residence_state: "" })).toMatchObject({
      residence_state: "Residence state is required",
    });
  });

  it("refuses a city of another state, or an unknown city", () => {
    expect(checkResidence({ ...lahore, residence_city: "PK-SD-Karachi" })).toEqual({
      residence_city: "Residence city is required",
    });
    expect(checkResidence({ ...lahore, residence_city: "PK-PB-Atlantis" })).toEqual({
      residence_city: "Residence city is required",
    });
    expect(checkResidence({ ...lahore, residence_city: "" })).toEqual({
      residence_city: "Residence city is required",
    });
  });
});

describe("checkPartnerLocations", () => {
  const wanted = {
    nationality: ["PK", "AE"],
    residence_state: ["PK-PB", "PK-SD", "AE-DU"],
    residence_city: ["PK-PB-Lahore", "PK-SD-Karachi", "AE-DU-Dubai"],
  };

  it("accepts states of the chosen countries and cities of the chosen states", () => {
    expect(checkPartnerLocations(wanted)).toBeNull();
    expect(
      checkPartnerLocations({
        nationality: ["PK"],
        residence_state: ["PK-PB"],
        residence_city: ["PK-PB-Lahore"],
      }),
    ).toBeNull();
  });

  it("refuses an unknown country or an empty list of countries", () => {
    expect(checkPartnerLocations({ ...wanted, nationality: ["PK", "AE", "XX"] })).toEqual({
      nationality: "Nationality is required",
    });
    expect(checkPartnerLocations({ ...wanted, nationality: [] })).toEqual({
      nationality: "Nationality is required",
      residence_state: "Residence state is required",
    });
  });

  it("refuses a state outside the chosen countries", () => {
    expect(checkPartnerLocations({ ...wanted, nationality: ["PK"] })).toEqual({
      residence_state: "Residence state is required",
    });
    expect(
      checkPartnerLocations({ ...wanted, residence_state: [...wanted.residence_state, "PK-XX"] }),
    ).toEqual({
      residence_state: "Residence state is required",
    });
  });

  it("refuses a city outside the chosen states, an unknown city, or none", () => {
    expect(checkPartnerLocations({ ...wanted, residence_state: ["PK-PB", "AE-DU"] })).toEqual({
      residence_city: "Residence city is required",
    });
    expect(checkPartnerLocations({ ...wanted, residence_city: ["PK-PB-Atlantis"] })).toEqual({
      residence_city: "Residence city is required",
    });
    expect(checkPartnerLocations({ ...wanted, residence_city: [] })).toEqual({
      residence_city: "Residence city is required",
    });
  });
});
