"use client";

import { Combobox } from "@/components/ui/combobox";
import { COUNTRY_CODE, cityNameOfCode, type SinglePickerProps, STATE_CODE } from "./types";
import { type PlaceOptions, useCityOptions, useCountryOptions, useStateOptions } from "./use-places";

/*
 * Single-choice pickers for the personal nationality and the residential section. The parent form
 * clears state and city when the country changes (and city when the state does).
 */

const failedText = "The list could not be loaded. Please try again.";

function emptyText(list: PlaceOptions, none: string): string {
  return list.failed ? failedText : none;
}

export function CountrySelect(props: SinglePickerProps) {
  const countries = useCountryOptions();
  return (
    <Combobox
      {...props}
      options={countries.options}
      loading={countries.loading}
      emptyText={emptyText(countries, "No countries")}
      listLabel="Countries"
      placeholder="Search countries"
    />
  );
}

export function StateSelect({ country, disabled, ...props }: SinglePickerProps & { country: string }) {
  const chosen = COUNTRY_CODE.test(country);
  const states = useStateOptions(chosen ? [country] : []);
  return (
    <Combobox
      {...props}
      disabled={disabled || !chosen}
      options={states.options}
      loading={states.loading}
      emptyText={emptyText(states, "No states are listed for this country")}
      listLabel="States"
      placeholder={chosen ? "Search states" : "Choose a country first"}
    />
  );
}

export function CitySelect({ state, disabled, ...props }: SinglePickerProps & { state: string }) {
  const chosen = STATE_CODE.test(state);
  const cities = useCityOptions(chosen ? [state] : []);
  return (
    <Combobox
      {...props}
      disabled={disabled || !chosen}
      options={cities.options}
      loading={cities.loading}
      emptyText={emptyText(cities, "No cities are listed for this state")}
      fallbackLabel={cityNameOfCode}
      listLabel="Cities"
      placeholder={chosen ? "Search cities" : "Choose a state first"}
    />
  );
}
