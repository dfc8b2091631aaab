import "server-only";
import type { Locale } from "@/i18n/locales";
import { cldrNames } from "@/lib/cldr-names";
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

const urduCountry = cldrNames("ur", "region");
const urduLanguage = cldrNames("ur", "language");

/** Country and language names in Urdu; states and cities as the dataset has them. */
const urduLookup: NameLookup = {
  ...nameLookup,
  country: (code) => urduCountry(code) ?? nameLookup.country(code),
  language: (code) => urduLanguage(code) ?? nameLookup.language(code),
};

/**
 * The lookup for a page's language: country and language names in Urdu come from CLDR
 * (`Intl.DisplayNames`: 'پاکستان', 'پنجابی'); states and cities keep the dataset's names, which
 * have no Urdu twin.
 */
export function nameLookupFor(locale: Locale): NameLookup {
  return locale === "en" ? nameLookup : urduLookup;
}
