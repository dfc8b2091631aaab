import { z } from "zod";
import { placeSchema } from "./dataset";
import { listCountries } from "./places";

export const countriesOutput = z.object({
  countries: z.array(placeSchema).readonly().describe("Every country, by name."),
});

/** GET /api/locations/countries: every country, by name. */
export function getCountries(): z.output<typeof countriesOutput> {
  return { countries: listCountries() };
}
