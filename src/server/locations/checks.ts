import { countryOfCode, isCity, isCountry, isState, stateOfCity } from "./places";

/*
 * The schemas check a code's shape; these check that it names a real place under its chosen
 * parent, with the form's own messages (spec §5), so the server refuses what the pickers cannot
 * produce. Codes are taken as the schemas output them (country upper-cased, all trimmed).
 */

export const COUNTRY_REQUIRED = "Country is required";
export const RESIDENCE_STATE_REQUIRED = "Residence state is required";
export const RESIDENCE_CITY_REQUIRED = "Residence city is required";
export const NATIONALITY_REQUIRED = "Nationality is required";

export type ResidenceCodes = { country: string; residence_state: string; residence_city: string };
export type ResidenceErrors = Partial<Record<keyof ResidenceCodes, string>>;

export type PartnerLocationCodes = {
  nationality: readonly string[];
  residence_state: readonly string[];
  residence_city: readonly string[];
};
export type PartnerLocationErrors = Partial<Record<keyof PartnerLocationCodes, string>>;

/** A personal nationality: null when it is a known country, else the message. */
export function checkCountry(code: string, message = NATIONALITY_REQUIRED): string | null {
  return isCountry(code) ? null : message;
}

/** The residential section: the state must be of the country, the city of the state. */
export function checkResidence(codes: ResidenceCodes): ResidenceErrors | null {
  const errors: ResidenceErrors = {};
  if (!isCountry(codes.country)) errors.country = COUNTRY_REQUIRED;
  if (!isState(codes.residence_state) || countryOfCode(codes.residence_state) !== codes.country) {
    errors.residence_state = RESIDENCE_STATE_REQUIRED;
  }
  if (!isCity(codes.residence_city) || stateOfCity(codes.residence_city) !== codes.residence_state) {
    errors.residence_city = RESIDENCE_CITY_REQUIRED;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Partner requirements' lists: each state in a chosen country, each city in a chosen state. */
export function checkPartnerLocations(codes: PartnerLocationCodes): PartnerLocationErrors | null {
  const errors: PartnerLocationErrors = {};
  const countries = new Set(codes.nationality);
  const states = new Set(codes.residence_state);
  if (countries.size === 0 || !codes.nationality.every(isCountry)) errors.nationality = NATIONALITY_REQUIRED;
  if (
    states.size === 0 ||
    !codes.residence_state.every((state) => isState(state) && countries.has(countryOfCode(state)))
  ) {
    errors.residence_state = RESIDENCE_STATE_REQUIRED;
  }
  if (
    codes.residence_city.length === 0 ||
    !codes.residence_city.every((city) => isCity(city) && states.has(stateOfCity(city) ?? ""))
  ) {
    errors.residence_city = RESIDENCE_CITY_REQUIRED;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
