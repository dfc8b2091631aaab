import { z } from "zod";
import { AppError } from "../errors";
import { placeSchema } from "./dataset";
import type { StatesInput } from "./input";
import { listStates } from "./places";

export const statesOutput = z.object({
  states: z.array(placeSchema).readonly().describe("The country's states, by name."),
});

/** GET /api/locations/states?country=PK: the country's states, by name. */
export function getStates(input: StatesInput): z.output<typeof statesOutput> {
  const states = listStates(input.country);
  if (!states) throw new AppError("NOT_FOUND", `There is no country with the code ${input.country}.`);
  return { states };
}
