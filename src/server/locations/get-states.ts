import { AppError } from "../errors";
import type { Place } from "./dataset";
import type { StatesInput } from "./input";
import { listStates } from "./places";

/** GET /api/locations/states?country=PK: the country's states, by name. */
export function getStates(input: StatesInput): { states: readonly Place[] } {
  const states = listStates(input.country);
  if (!states) throw new AppError("NOT_FOUND", `There is no country with the code ${input.country}.`);
  return { states };
}
