"use client";

import { type FormEvent, type ReactNode, useCallback, useMemo, useState } from "react";
import { CityMultiSelect, CountryMultiSelect, StateMultiSelect } from "@/components/location";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { type ComboboxOption, MultiCombobox } from "@/components/ui/combobox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { SearchFilters, SearchGender } from "@/lib/discovery/search-filters";
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

const GENDER_LABELS: Record<SearchGender, string> = { female: "Women", male: "Men", any: "Everyone" };
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

/** The plain list filters after religion, maslak and caste, in the form's order. */
const LISTS: {
  key: "marital_status" | "education" | "profession" | "income" | "family_status";
  label: string;
  listLabel: string;
  options: ComboboxOption[];
}[] = [
  {
    key: "marital_status",
    label: "Marital status",
    listLabel: "Marital statuses",
    options: toOptions(MARITAL_STATUSES),
  },
  { key: "education", label: "Education", listLabel: "Education levels", options: toOptions(EDUCATIONS) },
  { key: "profession", label: "Profession", listLabel: "Professions", options: toOptions(PROFESSIONS) },
  { key: "income", label: "Monthly income", listLabel: "Income ranges", options: toOptions(MONTHLY_INCOMES) },
  {
    key: "family_status",
    label: "Family status",
    listLabel: "Family statuses",
    options: toOptions(FAMILY_STATUSES),
  },
];

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

  const multi = (key: ListKey, label: string, listLabel: string, options: ComboboxOption[]) => (
    <FormField key={key} id={id(key)} label={label}>
      {(control) => (
        <MultiCombobox
          {...control}
          options={options}
          listLabel={listLabel}
          placeholder="Any"
          value={draft[key]}
          onChange={(value) => set(key, value)}
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={submit}
      aria-label="Filters"
      noValidate
      className={cn("flex flex-col", scrollBody && "min-h-0 flex-1", className)}
    >
      <div className={cn("grid gap-5", scrollBody && "min-h-0 flex-1 overflow-y-auto px-4 py-4")}>
        <FormField id={id("gender")} label="Looking for">
          {(control) => (
            <Select
              {...control}
              value={draft.gender}
              onChange={(event) => set("gender", event.target.value as SearchGender)}
            >
              {(["female", "male", "any"] as const).map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                  {gender === defaultGender ? " (default)" : ""}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        <RangeFields
          legend="Age"
          unit="years"
          minId={id("age-min")}
          maxId={id("age-max")}
          min={draft.age_min}
          max={draft.age_max}
          options={AGES.map((age) => ({ value: String(age), label: String(age) }))}
          onMin={(value) => set("age_min", value)}
          onMax={(value) => set("age_max", value)}
        />
        <RangeFields
          legend="Height"
          unit="feet"
          minId={id("height-min")}
          maxId={id("height-max")}
          min={draft.height_min}
          max={draft.height_max}
          options={HEIGHTS.map((height) => ({ value: String(height.value), label: height.label }))}
          onMin={(value) => set("height_min", value)}
          onMax={(value) => set("height_max", value)}
        />

        {multi("religion", "Religion", "Religions", RELIGION_OPTIONS)}
        {multi("maslak", "Maslak", "Maslaks", maslakOptions)}
        {multi("caste", "Caste", "Castes", casteOptions)}
        {LISTS.map((list) => multi(list.key, list.label, list.listLabel, list.options))}
        {multi("mother_tongue", "Mother tongue", "Languages", LANGUAGE_OPTIONS)}

        <FormField id={id("country")} label="Country">
          {(control) => <CountryMultiSelect {...control} value={draft.country} onChange={setCountry} />}
        </FormField>
        <FormField id={id("state")} label="State">
          {(control) => (
            <StateMultiSelect
              {...control}
              countries={draft.country}
              value={draft.state}
              onChange={setState}
            />
          )}
        </FormField>
        <FormField id={id("city")} label="City">
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
            Verified profiles only
          </CheckboxField>
          <CheckboxField
            id={id("photo")}
            checked={draft.with_photo}
            onChange={(checked) => set("with_photo", checked)}
          >
            With a photo only
          </CheckboxField>
        </div>
      </div>

      <div
        className={cn("mt-5 grid grid-cols-2 gap-2", scrollBody && "mt-0 border-t bg-background px-4 py-3")}
      >
        <Button type="button" variant="outline" onClick={onClear} disabled={pending}>
          Clear filters
        </Button>
        <Button type="submit" disabled={pending}>
          Apply filters
        </Button>
      </div>
    </form>
  );
}

function RangeFields({
  legend,
  unit,
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
      <div className="grid grid-cols-2 gap-2">
        <BoundSelect
          id={minId}
          label={`Minimum ${legend.toLowerCase()}`}
          value={min}
          options={options}
          onChange={onMin}
        />
        <BoundSelect
          id={maxId}
          label={`Maximum ${legend.toLowerCase()}`}
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
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="font-normal text-muted-foreground">
        {label}
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
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
