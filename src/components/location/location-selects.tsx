"use client";

import { useTranslations } from "next-intl";
import { Combobox } from "@/components/ui/combobox";
import { COUNTRY_CODE, cityNameOfCode, type SinglePickerProps, STATE_CODE } from "./types";
import { type PlaceOptions, useCityOptions, useCountryOptions, useStateOptions } from "./use-places";

/*
 * Single-choice pickers for the personal nationality and the residential section. The parent form
 * clears state and city when the country changes (and city when the state does).
 */

function emptyText(list: PlaceOptions, none: string, failed: string): string {
  return list.failed ? failed : none;
}

export function CountrySelect(props: SinglePickerProps) {
  const t = useTranslations("profile.location");
  const countries = useCountryOptions();
  return (
    <Combobox
      {...props}
      options={countries.options}
      loading={countries.loading}
      emptyText={emptyText(countries, t("noCountries"), t("failed"))}
      listLabel={t("countries")}
      placeholder={t("searchCountries")}
    />
  );
}

export function StateSelect({ country, disabled, ...props }: SinglePickerProps & { country: string }) {
  const t = useTranslations("profile.location");
  const chosen = COUNTRY_CODE.test(country);
  const states = useStateOptions(chosen ? [country] : []);
  return (
    <Combobox
      {...props}
      disabled={disabled || !chosen}
      options={states.options}
      loading={states.loading}
      emptyText={emptyText(states, t("noStatesForCountry"), t("failed"))}
      listLabel={t("states")}
      placeholder={chosen ? t("searchStates") : t("countryFirst")}
    />
  );
}

export function CitySelect({ state, disabled, ...props }: SinglePickerProps & { state: string }) {
  const t = useTranslations("profile.location");
  const chosen = STATE_CODE.test(state);
  const cities = useCityOptions(chosen ? [state] : []);
  return (
    <Combobox
      {...props}
      disabled={disabled || !chosen}
      options={cities.options}
      loading={cities.loading}
      emptyText={emptyText(cities, t("noCitiesForState"), t("failed"))}
      fallbackLabel={cityNameOfCode}
      listLabel={t("cities")}
      placeholder={chosen ? t("searchCities") : t("stateFirst")}
    />
  );
}
