import { City, Country, State } from "country-state-city";
import { describe, expect, it } from "vitest";
import { cityCodeOf, PLACES, stateCodeOf } from "@/server/demo/places";
import { cityName, stateName } from "@/server/locations";

describe("demo places", () => {
  it("has about forty cities of Pakistan and the UAE", () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(35);
    expect(PLACES.length).toBeLessThanOrEqual(50);
    expect(new Set(PLACES.map(cityCodeOf)).size).toBe(PLACES.length);
    expect(PLACES.filter((p) => p.country === "AE").length).toBeGreaterThanOrEqual(5);
  });

  it.each(PLACES.map((place) => [cityCodeOf(place), place] as const))(
    "%s is a city of the country-state-city package, under that state and country",
    (code, place) => {
      expect(Country.getCountryByCode(place.country)?.isoCode).toBe(place.country);
      expect(State.getStateByCodeAndCountry(place.state, place.country)?.isoCode).toBe(place.state);
      expect(City.getCitiesOfState(place.country, place.state).map((city) => city.name)).toContain(
        place.city,
      );
      // …and the pickers' API knows it by the same code.
      expect(stateName(stateCodeOf(place))).not.toBeNull();
      expect(cityName(code)).toBe(place.city);
    },
  );

  it("spells codes as the schemas and the location API do", () => {
    expect(PLACES.map(cityCodeOf)).toContain("PK-PB-Lahore");
    expect(PLACES.map(cityCodeOf)).toContain("AE-DU-Dubai");
    for (const place of PLACES) expect(cityCodeOf(place).startsWith(`${stateCodeOf(place)}-`)).toBe(true);
  });
});
