import type { Place } from "./dataset";
import { listCountries } from "./places";

/** GET /api/locations/countries: every country, by name. */
export function getCountries(): { countries: readonly Place[] } {
  return { countries: listCountries() };
}
