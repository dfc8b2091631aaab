/** The props every picker takes, as a react-hook-form Controller hands them on. */
type PickerProps<V> = {
  id: string;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  invalid?: boolean;
  "aria-describedby"?: string;
};

/** One code ('' when none is chosen). */
export type SinglePickerProps = PickerProps<string>;
/** A list of codes. */
export type MultiPickerProps = PickerProps<string[]>;

/** Codes the API takes; anything else is not asked for (it could only answer 422). */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const STATE_CODE = /^[A-Z]{2}-[A-Z0-9]+$/;

/** 'Lahore' from 'PK-PB-Lahore', for a chosen city while its state's list is on its way. */
export function cityNameOfCode(code: string): string {
  const end = code.indexOf("-", 3);
  return end > 0 ? code.slice(end + 1) : code;
}

/** Codes under one of the parents ('PK-PB' under 'PK', 'PK-PB-Lahore' under 'PK-PB'). */
export function keepUnder(codes: readonly string[], parents: readonly string[]): string[] {
  return codes.filter((code) => parents.some((parent) => code.startsWith(`${parent}-`)));
}
