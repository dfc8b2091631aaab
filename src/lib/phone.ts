import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Turns what a member typed into E.164. Digits without a plus are read as already carrying their
 * country code (the spec's "including country code"); failing that, as a Pakistani number, the
 * service's default country.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s()-]/g, "");
  const candidates = compact.startsWith("+")
    ? [parsePhoneNumberFromString(compact)]
    : [parsePhoneNumberFromString(`+${compact}`), parsePhoneNumberFromString(compact, "PK")];
  const parsed = candidates.find((phone) => phone?.isPossible());
  return parsed ? parsed.number : null;
}

export const phoneCountries = [
  { code: "PK", dial: "+92", label: "Pakistan" },
  { code: "AE", dial: "+971", label: "United Arab Emirates" },
  { code: "SA", dial: "+966", label: "Saudi Arabia" },
  { code: "GB", dial: "+44", label: "United Kingdom" },
  { code: "US", dial: "+1", label: "United States / Canada" },
  { code: "QA", dial: "+974", label: "Qatar" },
  { code: "OM", dial: "+968", label: "Oman" },
  { code: "KW", dial: "+965", label: "Kuwait" },
  { code: "BH", dial: "+973", label: "Bahrain" },
  { code: "AU", dial: "+61", label: "Australia" },
] as const;

export const defaultPhoneCountry = phoneCountries[0];
