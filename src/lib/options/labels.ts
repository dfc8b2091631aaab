import { useTranslations } from "next-intl";
import type { Messages } from "@/i18n/catalog";
import { HEIGHT_ABOVE_SEVEN, type Option } from "./profile";

/**
 * Option labels in the reader's language. The stored values (and the API) stay the codes of
 * ./profile.ts; the `options` catalog holds a label per group and value in each language
 * (`options.caste.arain` = "Arain" / "آرائیں"). One helper for every place an option is shown:
 *
 * - client components: `const label = useOptionLabel(); label("caste", value)`
 * - server components: `const t = await getTranslations("options"); optionLabel(t, "caste", value)`
 * - a whole list for a select: `localizedOptions(t, "caste", castesFor(religion))`
 * - heights, weights, age ranges: `heightLabel(t, feet)`, `weightLabel(t, kg)`, `ageRangeLabel(t, min, max)`
 *
 * A value the catalog does not know (an old code) is shown as it is stored, like `labelOf`.
 */

export type OptionGroup = Exclude<keyof Messages["options"], "units">;

/**
 * What the helpers need of next-intl's translator for the `options` namespace (the client's
 * `useTranslations("options")` and the server's `getTranslations("options")` both fit).
 */
export type OptionsTranslator = ReturnType<typeof useTranslations<"options">>;

/** An option's catalog key, built at run time from a group and a stored value. */
type OptionKey = Parameters<OptionsTranslator>[0];

/** The label of a stored option value in the translator's language; "" for no value. */
export function optionLabel(
  t: OptionsTranslator,
  group: OptionGroup,
  value: string | null | undefined,
): string {
  if (value == null || value === "") return "";
  const key = `${group}.${value}` as OptionKey;
  return t.has(key) ? t(key) : value;
}

/** A list of options with its labels in the translator's language (values unchanged). */
export function localizedOptions<V extends string>(
  t: OptionsTranslator,
  group: OptionGroup,
  list: readonly Option<V>[],
): Option<V>[] {
  return list.map((option) => ({
    value: option.value,
    label: optionLabel(t, group, option.value) || option.label,
  }));
}

/** 5.3 → "5.3 ft" / "5.3 فٹ"; 9 (HEIGHT_ABOVE_SEVEN) → "7 to 9 ft". */
export function heightLabel(t: OptionsTranslator, feet: number): string {
  if (feet === HEIGHT_ABOVE_SEVEN) return t("units.heightAboveSeven");
  return t("units.height", { feet: feet.toFixed(1) });
}

/** A partner's minimum height: "5.3 ft and above". */
export function minHeightLabel(t: OptionsTranslator, feet: number): string {
  return t("units.heightAtLeast", { feet: feet.toFixed(1) });
}

export function weightLabel(t: OptionsTranslator, kg: number): string {
  return t("units.weight", { kg: String(kg) });
}

export function ageRangeLabel(t: OptionsTranslator, min: number, max: number): string {
  return t("units.ageRange", { min: String(min), max: String(max) });
}

/** In a client component: `label(group, value)` in the page's language. */
export function useOptionLabel(): (group: OptionGroup, value: string | null | undefined) => string {
  const t = useTranslations("options");
  return (group, value) => optionLabel(t, group, value);
}

/** In a client component: the `options` translator, for `localizedOptions`, `heightLabel` and the rest. */
export function useOptionsTranslator(): OptionsTranslator {
  return useTranslations("options");
}
