import { getCities } from "../../locations/get-cities";
import { getCountries } from "../../locations/get-countries";
import { getStates } from "../../locations/get-states";
import { citiesInput, statesInput } from "../../locations/input";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** The country-state-city pickers' data; public, so sign-up-free pages can use it too. */
export const locationsRouter = createTRPCRouter({
  countries: publicProcedure.query(() => getCountries()),
  states: publicProcedure.input(statesInput).query(({ input }) => getStates(input)),
  cities: publicProcedure.input(citiesInput).query(({ input }) => getCities(input)),
});
