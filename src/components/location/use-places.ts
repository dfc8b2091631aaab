"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import type { ComboboxOption } from "@/components/ui/combobox";
import { cldrNames } from "@/lib/cldr-names";
import { api } from "@/trpc/react";
import { COUNTRY_CODE, STATE_CODE } from "./types";

type Place = { code: string; name: string };

/** The dataset never changes while a page is open: one request per list, ever. */
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export type PlaceOptions = { options: ComboboxOption[]; loading: boolean; failed: boolean };

const toOption = (place: Place, suffix?: string): ComboboxOption => ({
  value: place.code,
  label: suffix ? `${place.name}, ${suffix}` : place.name,
});

/**
 * Country names in the reader's language from the browser's own CLDR data; the dataset's English
 * name stays a search keyword, and is the fallback.
 */
function countryNamer(locale: string): (place: Place) => string {
  if (locale === "en") return (place) => place.name;
  const cldr = cldrNames(locale, "region");
  return (place) => cldr(place.code) ?? place.name;
}

export function useCountryOptions(): PlaceOptions & { names: Map<string, string> } {
  const query = api.locations.countries.useQuery(undefined, forever);
  const locale = useLocale();
  return useMemo(() => {
    const countries = query.data?.countries ?? [];
    const nameOf = countryNamer(locale);
    return {
      options: countries.map((country) => ({
        ...toOption({ ...country, name: nameOf(country) }),
        keywords: country.name,
      })),
      names: new Map(countries.map((country) => [country.code, nameOf(country)])),
      loading: query.isPending,
      failed: query.isError,
    };
  }, [query.data, query.isPending, query.isError, locale]);
}

/**
 * The states of the given countries. With more than one country each is labelled with its
 * country ('Punjab, Pakistan' and 'Punjab, India' are both states).
 */
export function useStateOptions(countries: readonly string[]): PlaceOptions & { names: Map<string, string> } {
  const wanted = countries.filter((code) => COUNTRY_CODE.test(code));
  const results = api.useQueries((t) => wanted.map((country) => t.locations.states({ country }, forever)));
  const countryNames = useCountryOptions().names;
  const label = wanted.length > 1;
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  // `results` is a new array each render; what it holds changes only when a list arrives.
  const arrived = results.map((result) => result.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on `arrived` and the codes, not the array
  return useMemo(() => {
    const options: ComboboxOption[] = [];
    const names = new Map<string, string>();
    results.forEach(({ data: answer }, index) => {
      const country = wanted[index] ?? "";
      for (const state of answer?.states ?? []) {
        names.set(state.code, state.name);
        options.push(toOption(state, label ? (countryNames.get(country) ?? country) : undefined));
      }
    });
    return { options, names, loading, failed };
  }, [arrived, wanted.join(), label, countryNames, loading, failed]);
}

/** The cities of the given states; with more than one state each is labelled with its state. */
export function useCityOptions(states: readonly string[]): PlaceOptions {
  const wanted = states.filter((code) => STATE_CODE.test(code));
  const results = api.useQueries((t) => wanted.map((state) => t.locations.cities({ state }, forever)));
  const label = wanted.length > 1;
  // The states' names, for the labels: already cached by the state picker above this one.
  const stateNames = useStateOptions(label ? [...new Set(wanted.map((code) => code.slice(0, 2)))] : []).names;
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  const arrived = results.map((result) => result.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on `arrived` and the codes, not the array
  return useMemo(() => {
    const options: ComboboxOption[] = [];
    results.forEach(({ data: answer }, index) => {
      const state = wanted[index] ?? "";
      for (const city of answer?.cities ?? []) {
        options.push(toOption(city, label ? (stateNames.get(state) ?? state) : undefined));
      }
    });
    return { options, loading, failed };
  }, [arrived, wanted.join(), label, stateNames, loading, failed]);
}
