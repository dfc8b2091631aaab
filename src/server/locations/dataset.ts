import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** A country, state or city as the pickers and the API show it. */
/** A country, state or city of the pickers. */
export const placeSchema = z
  .object({
    code: z
      .string()
      .describe(
        "ISO 3166-1 alpha-2 for a country (PK), country-state for a state (PK-PB), state-name for a city (PK-PB-Lahore).",
      ),
    name: z.string().describe("Its English name, as the pickers show it (Pakistan, Punjab, Lahore)."),
  })
  .readonly()
  .meta({ id: "Place" });

export type Place = z.output<typeof placeSchema>;

export type LocationIndex = {
  readonly countries: readonly Place[];
  readonly countryNames: ReadonlyMap<string, string>;
  readonly statesByCountry: ReadonlyMap<string, readonly Place[]>;
  readonly stateNames: ReadonlyMap<string, string>;
  /** Unsorted: read them through `citiesOf`, which sorts a state's list on first use. */
  readonly citiesByState: ReadonlyMap<string, Place[]>;
  readonly sortedStates: Set<string>;
  readonly cityNames: ReadonlyMap<string, string>;
  /** How long reading and indexing took, for the log and the benchmarks. */
  readonly loadMs: number;
};

export type RawCountry = { name: string; isoCode: string };
export type RawState = { name: string; isoCode: string; countryCode: string };
/** city.json is minified to tuples: name, country, state, latitude, longitude. */
export type RawCity = [name: string, countryCode: string, stateCode: string, ...rest: string[]];
export type RawPlaces = {
  countries: readonly RawCountry[];
  states: readonly RawState[];
  cities: readonly RawCity[];
};

/*
 * Read from the package's JSON with fs rather than imported: an import would copy ~9 MB into Next's
 * server bundle (and, by mistake, into a client one), and would parse it at module load even for
 * requests that never need a place.
 */
const ASSETS = path.join(process.cwd(), "node_modules", "country-state-city", "lib", "assets");

const holder = globalThis as typeof globalThis & { __rishtaLocations?: LocationIndex };

/**
 * The dataset, indexed, loaded on first use and kept on globalThis so the node:http entry and
 * Next's server bundle share one copy (measured: 0.6 to 0.8 s and about 28 MB of heap, once per process).
 */
export function locationIndex(): LocationIndex {
  holder.__rishtaLocations ??= buildIndex();
  return holder.__rishtaLocations;
}

/**
 * A state's cities by name. Sorting all 148,000 at load would double the load time; most states
 * are never asked for.
 */
export function citiesOf(index: LocationIndex, stateCode: string): readonly Place[] | undefined {
  const cities = index.citiesByState.get(stateCode);
  if (cities && !index.sortedStates.has(stateCode)) {
    cities.sort(byName);
    index.sortedStates.add(stateCode);
  }
  return cities;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(ASSETS, file), "utf8")) as T;
}

/** Runs of spaces collapsed and ends trimmed: the dataset has "Ha'il " and "Al  Hawtah", and zod trims codes. */
function tidy(name: string): string {
  const trimmed = name.trim();
  return /\s\s/.test(trimmed) ? trimmed.replace(/\s+/g, " ") : trimmed;
}

/**
 * A state's isoCode as one code segment. A few (GB "SH-AC", RU "UA-40", US "UM-67") carry a
 * hyphen, which would make `<country>-<state>-<city>` ambiguous; none of those has a city today.
 */
function stateSegment(isoCode: string): string {
  return isoCode.replace(/[^A-Za-z0-9]/g, "");
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const byName = (a: Place, b: Place) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1);

function pushTo(lists: Map<string, Place[]>, key: string, place: Place): void {
  const list = lists.get(key);
  if (list) list.push(place);
  else lists.set(key, [place]);
}

/**
 * The state segment of a country's stand-in state: the country's own code ('HK-HK'), or 'ALL'
 * (then 'ALL2', ...) when the dataset already gives that country a state with that segment, even
 * one hidden for having no city, so a stand-in can never take a real state's code.
 */
function standInStateSegment(country: string, taken: ReadonlySet<string>): string {
  if (!taken.has(country)) return country;
  if (!taken.has("ALL")) return "ALL";
  let n = 2;
  while (taken.has(`ALL${n}`)) n += 1;
  return `ALL${n}`;
}

function buildIndex(): LocationIndex {
  const started = performance.now();
  const index = indexPlaces({
    countries: readJson<RawCountry[]>("country.json"),
    states: readJson<RawState[]>("state.json"),
    cities: readJson<RawCity[]>("city.json"),
  });
  return { ...index, loadMs: Math.round(performance.now() - started) };
}

/** The package's three lists as the pickers read them (exported for tests with small lists). */
export function indexPlaces(raw: RawPlaces): Omit<LocationIndex, "loadMs"> {
  const citiesByState = new Map<string, Place[]>();
  const cityNames = new Map<string, string>();
  for (const [rawName, country, state] of raw.cities) {
    const name = tidy(rawName);
    const stateCode = `${country}-${stateSegment(state)}`;
    const code = `${stateCode}-${name}`;
    // Two spellings that tidy to one name are one city.
    if (!name || cityNames.has(code)) continue;
    cityNames.set(code, name);
    pushTo(citiesByState, stateCode, { code, name });
  }

  // A state without a single city would leave a required city field that nobody can fill.
  const statesByCountry = new Map<string, Place[]>();
  const stateNames = new Map<string, string>();
  const stateSegments = new Map<string, Set<string>>();
  for (const state of raw.states) {
    const segment = stateSegment(state.isoCode);
    const segments = stateSegments.get(state.countryCode);
    if (segments) segments.add(segment);
    else stateSegments.set(state.countryCode, new Set([segment]));
    const code = `${state.countryCode}-${segment}`;
    if (!citiesByState.has(code) || stateNames.has(code)) continue;
    const name = tidy(state.name);
    stateNames.set(code, name);
    pushTo(statesByCountry, state.countryCode, { code, name });
  }
  // Cities with no state, or one the dataset does not list, have no parent to be chosen under;
  // their names are kept for a country that ends up with no state at all.
  const looseCities = new Map<string, Set<string>>();
  for (const [stateCode, cities] of citiesByState) {
    if (stateNames.has(stateCode)) continue;
    citiesByState.delete(stateCode);
    const country = stateCode.slice(0, 2);
    const names = looseCities.get(country) ?? new Set<string>();
    looseCities.set(country, names);
    for (const city of cities) {
      cityNames.delete(city.code);
      names.add(city.name);
    }
  }

  const countries: Place[] = raw.countries.map((country) => ({
    code: country.isoCode,
    name: tidy(country.name),
  }));
  const countryNames = new Map(countries.map((country) => [country.code, country.name]));

  /*
   * A residence state and city are required, so a country with no state that has a city (Hong
   * Kong, Monaco, Kosovo, ...) gets one state named after it, holding its loose cities where the
   * dataset lists some, else one city named after it. The codes keep the usual shapes.
   */
  for (const country of countries) {
    if (statesByCountry.has(country.code)) continue;
    const segment = standInStateSegment(country.code, stateSegments.get(country.code) ?? new Set());
    const stateCode = `${country.code}-${segment}`;
    stateNames.set(stateCode, country.name);
    statesByCountry.set(country.code, [{ code: stateCode, name: country.name }]);
    const names = looseCities.get(country.code) ?? new Set([country.name]);
    for (const name of names) {
      const code = `${stateCode}-${name}`;
      cityNames.set(code, name);
      pushTo(citiesByState, stateCode, { code, name });
    }
  }

  countries.sort(byName);
  for (const list of statesByCountry.values()) list.sort(byName);

  return {
    countries,
    countryNames,
    statesByCountry,
    stateNames,
    citiesByState,
    sortedStates: new Set(),
    cityNames,
  };
}
