import { EDUCATIONS, labelOf, PROFESSIONS } from "@/lib/options/profile";

/**
 * How a card shows an option value (education, profession). The one place to swap in the
 * profile helper's localized `optionLabel` once it is merged; English labels until then.
 */
export function optionText(kind: "education" | "profession", value: string): string {
  return labelOf(kind === "education" ? EDUCATIONS : PROFESSIONS, value);
}
