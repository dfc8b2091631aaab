import "server-only";
import type { Locale } from "@/i18n/locales";
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

const urduCountries = new Intl.DisplayNames(["ur"], { type: "region", fallback: "none" });
const urduLanguages = new Intl.DisplayNames(["ur"], { type: "language", fallback: "none" });

/** CLDR's Urdu name of a code, else the dataset's (English) one. */
function inUrdu(names: Intl.DisplayNames, fallback: (code: string) => string): (code: string) => string {
  return (code) => {
    try {
      return names.of(code) ?? fallback(code);
    } catch {
      return fallback(code);
    }
  };
}

/**
 * The lookup for a page's language: country and language names in Urdu come from CLDR
 * (`Intl.DisplayNames`: 'پاکستان', 'پنجابی'); states and cities keep the dataset's names, which
 * have no Urdu twin.
 */
export function nameLookupFor(locale: Locale): NameLookup {
  if (locale === "en") return nameLookup;
  return {
    ...nameLookup,
    country: inUrdu(urduCountries, nameLookup.country),
    language: inUrdu(urduLanguages, nameLookup.language),
  };
}
