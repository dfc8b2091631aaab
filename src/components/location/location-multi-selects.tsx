"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { MultiCombobox } from "@/components/ui/combobox";
import { cityNameOfCode, keepUnder, type MultiPickerProps } from "./types";
import { type PlaceOptions, useCityOptions, useCountryOptions, useStateOptions } from "./use-places";

/*
 * List pickers for partner requirements. States depend on the chosen countries and cities on the
 * chosen states: a pick whose parent is dropped is dropped with it (by code prefix, so without
 * waiting for any list to load).
 */

function emptyText(list: PlaceOptions, none: string, failed: string): string {
  return list.failed ? failed : none;
}

/** Calls onChange without the codes that no longer sit under one of `parents`. */
function useDropOrphans(
  value: readonly string[],
  parents: readonly string[],
  onChange: (value: string[]) => void,
) {
  const parentKey = parents.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the parents' codes, not the array
  useEffect(() => {
    const kept = keepUnder(value, parents);
    if (kept.length !== value.length) onChange(kept);
  }, [value, parentKey, onChange]);
}

export function CountryMultiSelect(props: MultiPickerProps) {
  const t = useTranslations("profile.location");
  const countries = useCountryOptions();
  return (
    <MultiCombobox
      {...props}
      options={countries.options}
      loading={countries.loading}
      emptyText={emptyText(countries, t("noCountries"), t("failed"))}
      listLabel={t("countries")}
      placeholder={t("searchCountries")}
    />
  );
}

export function StateMultiSelect({
  countries,
  disabled,
  ...props
}: MultiPickerProps & { countries: string[] }) {
  const t = useTranslations("profile.location");
  const states = useStateOptions(countries);
  useDropOrphans(props.value, countries, props.onChange);
  const chosen = countries.length > 0;
  return (
    <MultiCombobox
      {...props}
      disabled={disabled || !chosen}
      options={states.options}
      loading={states.loading}
      emptyText={emptyText(states, t("noStatesForCountries"), t("failed"))}
      listLabel={t("states")}
      placeholder={chosen ? t("searchStates") : t("countryFirst")}
    />
  );
}

export function CityMultiSelect({ states, disabled, ...props }: MultiPickerProps & { states: string[] }) {
  const t = useTranslations("profile.location");
  const cities = useCityOptions(states);
  useDropOrphans(props.value, states, props.onChange);
  const chosen = states.length > 0;
  return (
    <MultiCombobox
      {...props}
      disabled={disabled || !chosen}
      options={cities.options}
      loading={cities.loading}
      emptyText={emptyText(cities, t("noCitiesForStates"), t("failed"))}
      fallbackLabel={cityNameOfCode}
      listLabel={t("cities")}
      placeholder={chosen ? t("searchCities") : t("stateFirst")}
    />
  );
}
