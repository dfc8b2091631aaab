import "server-only";
import { languageName } from "@/lib/options/languages";
import { cityName, countryName, stateName, stateOfCity } from "@/server/locations";
import type { NameLookup } from "./section-rows";

/**
 * Names for the codes a profile stores, read on the server so the location dataset never goes to
 * the browser. A code the dataset no longer has still reads sensibly: a city code ends with the
 * city's name (spec §3).
 */
export const nameLookup: NameLookup = {
  language: (code) => languageName(code) || code,
  country: (code) => countryName(code) ?? code,
  state: (code) => stateName(code) ?? code,
  city: (code) => {
    const name = cityName(code);
    if (name) return name;
    const state = stateOfCity(code);
    return state ? code.slice(state.length + 1) : code;
  },
};
