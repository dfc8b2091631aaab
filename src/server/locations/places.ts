import { citiesOf, locationIndex, type Place } from "./dataset";

export type { Place } from "./dataset";

/*
 * Codes (spec §3): country = ISO 3166-1 alpha-2 ('PK'); state = '<country>-<state>' ('PK-PB');
 * city = '<state code>-<city name>' ('PK-PB-Lahore'). The state segment never holds a hyphen, so
 * a code's parents are its prefixes.
 */

/** The country of a state or city code: its first two characters. */
export function countryOfCode(code: string): string {
  return code.slice(0, 2);
}

/** The state of a city code ('PK-PB-Lahore' → 'PK-PB'), or null when it is not shaped like one. */
export function stateOfCity(cityCode: string): string | null {
  const end = cityCode.indexOf("-", 3);
  return cityCode[2] === "-" && end > 3 ? cityCode.slice(0, end) : null;
}

/** Every country, by name (for nationality, and residence). */
export function listCountries(): readonly Place[] {
  return locationIndex().countries;
}

/**
 * A country's states by name, or null for an unknown country. Never empty: a country the dataset
 * gives no state with a city has one named after it ('HK-HK', Hong Kong), with at least one city.
 */
export function listStates(country: string): readonly Place[] | null {
  const index = locationIndex();
  if (!index.countryNames.has(country)) return null;
  return index.statesByCountry.get(country) ?? [];
}

/** A state's cities by name, or null for an unknown state. */
export function listCities(state: string): readonly Place[] | null {
  return citiesOf(locationIndex(), state) ?? null;
}

export function countryName(code: string): string | null {
  return locationIndex().countryNames.get(code) ?? null;
}

export function stateName(code: string): string | null {
  return locationIndex().stateNames.get(code) ?? null;
}

export function cityName(code: string): string | null {
  return locationIndex().cityNames.get(code) ?? null;
}

export const isCountry = (code: string): boolean => countryName(code) !== null;
export const isState = (code: string): boolean => stateName(code) !== null;
export const isCity = (code: string): boolean => cityName(code) !== null;

/** 'Lahore, Punjab, Pakistan' for 'PK-PB-Lahore'; null when the code names no city. */
export function locationLabel(cityCode: string): string | null {
  const city = cityName(cityCode);
  const state = stateOfCity(cityCode);
  if (city === null || state === null) return null;
  return [city, stateName(state), countryName(countryOfCode(cityCode))].filter(Boolean).join(", ");
}
