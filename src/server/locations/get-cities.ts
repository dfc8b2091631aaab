import { z } from "zod";
import { AppError } from "../errors";
import { placeSchema } from "./dataset";
import type { CitiesInput } from "./input";
import { listCities } from "./places";

export const citiesOutput = z.object({
  cities: z.array(placeSchema).readonly().describe("The state's cities, by name."),
});

/** GET /api/locations/cities?state=PK-PB: the state's cities, by name. */
export function getCities(input: CitiesInput): z.output<typeof citiesOutput> {
  const cities = listCities(input.state);
  if (!cities) throw new AppError("NOT_FOUND", `There is no state with the code ${input.state}.`);
  return { cities };
}
