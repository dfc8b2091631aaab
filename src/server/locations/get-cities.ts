import { AppError } from "../errors";
import type { Place } from "./dataset";
import type { CitiesInput } from "./input";
import { listCities } from "./places";

/** GET /api/locations/cities?state=PK-PB: the state's cities, by name. */
export function getCities(input: CitiesInput): { cities: readonly Place[] } {
  const cities = listCities(input.state);
  if (!cities) throw new AppError("NOT_FOUND", `There is no state with the code ${input.state}.`);
  return { cities };
}
