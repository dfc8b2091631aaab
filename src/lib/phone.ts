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

/** Mobile prefixes (after the plus) of the countries most members live in: WhatsApp links need one. */
const MOBILE_PREFIXES = [
  "923",
  "9715",
  "9665",
  "447",
  "9743",
  "9745",
  "9746",
  "9747",
  "9689",
  "9685",
  "9686",
  "9659",
  "9656",
  "9655",
  "9733",
  "614",
];

export type ReadablePhone = {
  /** Grouped for reading: '+92 300 1234567'. */
  display: string;
  /** For an `href`: 'tel:+923001234567'. */
  tel: string;
  /** A wa.me link when the number is a mobile, else null. */
  whatsapp: string | null;
};

/**
 * A stored number as people read and dial it. Answers null for what cannot be read as a phone
 * number, so callers show the raw text instead of a broken link.
 */
export function readablePhone(raw: string | null | undefined): ReadablePhone | null {
  if (!raw) return null;
  const e164 = normalizePhone(raw);
  if (!e164) return null;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return null;
  const digits = e164.slice(1);
  const mobile = MOBILE_PREFIXES.some((prefix) => digits.startsWith(prefix));
  return {
    display: parsed.formatInternational(),
    tel: `tel:${e164}`,
    whatsapp: mobile ? `https://wa.me/${digits}` : null,
  };
}
