import { defaultPhoneCountry, phoneCountries } from "@/lib/phone";
import { westernDigits } from "@/lib/validation/auth";

export type DialCode = (typeof phoneCountries)[number]["dial"];

export const defaultDialCode: DialCode = defaultPhoneCountry.dial;

export function isDialCode(value: string): value is DialCode {
  return phoneCountries.some((country) => country.dial === value);
}

/**
 * The number the sign-up sends: the chosen dial code and the national digits, without the national
 * trunk 0 ("0300 1234567" with +92 gives "+923001234567"). A number typed with its own "+" is taken
 * as it is (as is one starting "00"), so pasting an international number works too. Digits typed
 * on an Urdu keyboard (۰۳۰۰) count as the same digits.
 */
export function combinePhone(dialCode: string, national: string): string {
  const typed = westernDigits(national.trim()).replace(/[\s()-]/g, "");
  if (typed.startsWith("+")) return typed;
  if (typed.startsWith("00")) return `+${typed.slice(2)}`;
  return `${dialCode}${typed.replace(/^0/, "")}`;
}
