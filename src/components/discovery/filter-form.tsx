"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useCallback, useMemo, useState } from "react";
import { CityMultiSelect, CountryMultiSelect, StateMultiSelect } from "@/components/location";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { type ComboboxOption, MultiCombobox } from "@/components/ui/combobox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { SearchFilters, SearchGender } from "@/lib/discovery/search-filters";
import { heightLabel, type OptionGroup, optionLabel, useOptionsTranslator } from "@/lib/options/labels";
import { LANGUAGES, languageLabel } from "@/lib/options/languages";
import {
  AGE_MAX,
  AGE_MIN,
  ALL_CASTES,
  ALL_MASLAKS,
  castesFor,
  EDUCATIONS,
  FAMILY_STATUSES,
  HEIGHTS,
  MARITAL_STATUSES,
  MONTHLY_INCOMES,
  maslaksFor,
  type Option,
  PROFESSIONS,
  RELIGIONS,
} from "@/lib/options/profile";
import { cn } from "@/lib/utils";
import { type FilterDraft, filtersFrom, type ListKey } from "./filter-draft";

/**
 * The browse filters (issue 5): a draft the member edits, applied as a whole ('Apply filters'), so
 * one search runs per decision rather than one per keystroke. The applied filters live in the URL
 * (discovery-view.tsx); this form only turns them into a draft and back.
 */

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i);

const toOptions = (list: readonly Option[]): ComboboxOption[] =>
  list.map((option) => ({ value: option.value, label: option.label }));

const LANGUAGE_OPTIONS: ComboboxOption[] = LANGUAGES.map((language) => ({
  value: language.code,
  label: languageLabel(language),
  keywords: language.code,
}));

/** The maslaks (or castes) of the chosen religions; of every religion when none is chosen. */
function optionsForReligions(
  religions: readonly string[],
  of: (religion: string) => readonly Option[],
  all: readonly Option[],
): ComboboxOption[] {
  if (religions.length === 0) return toOptions(all);
  const seen = new Map<string, Option>();
  for (const religion of religions) for (const option of of(religion)) seen.set(option.value, option);
  return toOptions([...seen.values()]);
}

const RELIGION_OPTIONS = toOptions(RELIGIONS);

/** The plain list filters after religion, maslak and caste, in the form's order (catalog keys). */
const LISTS = [
  {
    key: "marital_status",
    group: "maritalStatus",
    label: "maritalStatus",
    listLabel: "maritalStatuses",
    options: toOptions(MARITAL_STATUSES),
  },
  {
    key: "education",
    group: "education",
    label: "education",
    listLabel: "educations",
    options: toOptions(EDUCATIONS),
  },
  {
    key: "profession",
    group: "profession",
    label: "profession",
    listLabel: "professions",
    options: toOptions(PROFESSIONS),
  },
  {
    key: "income",
    group: "monthlyIncome",
    label: "income",
    listLabel: "incomes",
    options: toOptions(MONTHLY_INCOMES),
  },
  {
    key: "family_status",
    group: "familyStatus",
    label: "familyStatus",
    listLabel: "familyStatuses",
    options: toOptions(FAMILY_STATUSES),
  },
] as const satisfies readonly {
  key: ListKey;
  group: OptionGroup;
  label: string;
  listLabel: string;
  options: ComboboxOption[];
}[];

export function FilterForm({
  idPrefix,
  initial,
  defaultGender,
  onApply,
  onClear,
  pending = false,
  className,
  scrollBody = false,
}: {
  /** Keeps ids unique when the form is on the page twice (desktop panel and mobile sheet). */
  idPrefix: string;
  initial: FilterDraft;
  defaultGender: SearchGender;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
  pending?: boolean;
  className?: string;
  /** The fields scroll between a fixed top and the buttons (inside the mobile sheet). */
  scrollBody?: boolean;
}) {
  const t = useTranslations("discovery.filter");
  const [draft, setDraft] = useState(initial);
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const maslakOptions = useMemo(
    () => optionsForReligions(draft.religion, maslaksFor, ALL_MASLAKS),
    [draft.religion],
  );
  const casteOptions = useMemo(
    () => optionsForReligions(draft.religion, castesFor, ALL_CASTES),
    [draft.religion],
  );
  // Stable callbacks for the place pickers, which drop orphaned codes through them.
  const setCountry = useCallback((country: string[]) => setDraft((current) => ({ ...current, country })), []);
  const setState = useCallback((state: string[]) => setDraft((current) => ({ ...current, state })), []);
  const setCity = useCallback((city: string[]) => setDraft((current) => ({ ...current, city })), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersFrom(draft));
  };

  const tOptions = useOptionsTranslator();
  /** Option names in the reader's language; the English name stays a search keyword. */
  const named = (group: OptionGroup, options: ComboboxOption[]): ComboboxOption[] =>
    options.map((option) => ({
      ...option,
      label: optionLabel(tOptions, group, option.value) || option.label,
      keywords: [option.keywords, option.label].filter(Boolean).join(" "),
    }));

  const multi = (key: ListKey, label: string, listLabel: string, options: ComboboxOption[]) => (
    <FormField key={key} id={id(key)} label={label}>
      {(control) => (
        <MultiCombobox
          {...control}
          options={options}
          listLabel={listLabel}
          placeholder={t("anyOption")}
          value={draft[key]}
          onChange={(value) => set(key, value)}
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={submit}
      aria-label={t("label")}
      noValidate
      className={cn("flex flex-col", scrollBody && "min-h-0 flex-1", className)}
    >
      <div className={cn("grid gap-5", scrollBody && "min-h-0 flex-1 overflow-y-auto px-4 py-4")}>
        <FormField id={id("gender")} label={t("lookingFor")}>
          {(control) => (
            <Select
              {...control}
              value={draft.gender}
              onChange={(event) => set("gender", event.target.value as SearchGender)}
            >
              {(["female", "male", "any"] as const).map((gender) => (
                <option key={gender} value={gender}>
                  {gender === defaultGender ? t("defaultMark", { label: t(gender) }) : t(gender)}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        <RangeFields
          legend={t("age")}
          unit={t("years")}
          minLabel={t("minAge")}
          maxLabel={t("maxAge")}
          anyLabel={t("anyOption")}
          minId={id("age-min")}
          maxId={id("age-max")}
          min={draft.age_min}
          max={draft.age_max}
          options={AGES.map((age) => ({ value: String(age), label: String(age) }))}
          onMin={(value) => set("age_min", value)}
          onMax={(value) => set("age_max", value)}
        />
        <RangeFields
          legend={t("height")}
          unit={t("feet")}
          minLabel={t("minHeight")}
          maxLabel={t("maxHeight")}
          anyLabel={t("anyOption")}
          minId={id("height-min")}
          maxId={id("height-max")}
          min={draft.height_min}
          max={draft.height_max}
          options={HEIGHTS.map((height) => ({
            value: String(height.value),
            label: heightLabel(tOptions, height.value),
          }))}
          onMin={(value) => set("height_min", value)}
          onMax={(value) => set("height_max", value)}
        />

        {multi("religion", t("religion"), t("religions"), named("religion", RELIGION_OPTIONS))}
        {multi("maslak", t("maslak"), t("maslaks"), named("maslak", maslakOptions))}
        {multi("caste", t("caste"), t("castes"), named("caste", casteOptions))}
        {LISTS.map((list) =>
          multi(list.key, t(list.label), t(list.listLabel), named(list.group, list.options)),
        )}
        {multi("mother_tongue", t("motherTongue"), t("languages"), LANGUAGE_OPTIONS)}

        <FormField id={id("country")} label={t("country")}>
          {(control) => <CountryMultiSelect {...control} value={draft.country} onChange={setCountry} />}
        </FormField>
        <FormField id={id("state")} label={t("state")}>
          {(control) => (
            <StateMultiSelect
              {...control}
              countries={draft.country}
              value={draft.state}
              onChange={setState}
            />
          )}
        </FormField>
        <FormField id={id("city")} label={t("city")}>
          {(control) => (
            <CityMultiSelect {...control} states={draft.state} value={draft.city} onChange={setCity} />
          )}
        </FormField>

        <div className="grid gap-3">
          <CheckboxField
            id={id("verified")}
            checked={draft.verified_only}
            onChange={(checked) => set("verified_only", checked)}
          >
            {t("verifiedOnly")}
          </CheckboxField>
          <CheckboxField
            id={id("photo")}
            checked={draft.with_photo}
            onChange={(checked) => set("with_photo", checked)}
          >
            {t("withPhoto")}
          </CheckboxField>
        </div>
      </div>

      <div
        className={cn("mt-5 grid grid-cols-2 gap-2", scrollBody && "mt-0 border-t bg-background px-4 py-3")}
      >
        <Button type="button" variant="outline" onClick={onClear} disabled={pending}>
          {t("clear")}
        </Button>
        <Button type="submit" disabled={pending}>
          {t("apply")}
        </Button>
      </div>
    </form>
  );
}

/**
 * A minimum and a maximum side by side. The two share one subgrid: their labels sit in one row and
 * their selects in the next, so the selects line up even when one label wraps and the other does
 * not (the walk found 'Minimum height' and 'Maximum height' out of line in the 17rem panel).
 */
function RangeFields({
  legend,
  unit,
  minLabel,
  maxLabel,
  anyLabel,
  minId,
  maxId,
  min,
  max,
  options,
  onMin,
  onMax,
}: {
  legend: string;
  unit: string;
  minLabel: string;
  maxLabel: string;
  anyLabel: string;
  minId: string;
  maxId: string;
  min: string;
  max: string;
  options: { value: string; label: string }[];
  onMin: (value: string) => void;
  onMax: (value: string) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">
        {legend} <span className="font-normal text-muted-foreground">({unit})</span>
      </legend>
      <div className="grid grid-cols-2 grid-rows-[auto_auto] gap-x-2 gap-y-1.5">
        <BoundSelect
          id={minId}
          label={minLabel}
          anyLabel={anyLabel}
          value={min}
          options={options}
          onChange={onMin}
        />
        <BoundSelect
          id={maxId}
          label={maxLabel}
          anyLabel={anyLabel}
          value={max}
          options={options}
          onChange={onMax}
        />
      </div>
    </fieldset>
  );
}

function BoundSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="row-span-2 grid min-w-0 grid-rows-subgrid">
      <Label htmlFor={id} className="self-end font-normal text-muted-foreground">
        {label}
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full min-w-0"
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function CheckboxField({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {children}
      </Label>
    </div>
  );
}
