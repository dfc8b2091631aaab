import { getCities } from "../../locations/get-cities";
import { getCountries } from "../../locations/get-countries";
import { getStates } from "../../locations/get-states";
import { citiesInput, statesInput } from "../../locations/input";
import { createTRPCRouter, publicProcedure } from "../trpc";

const EVERYONE = { visitor: 200, member: 200, other: 200, admin: 200 } as const;

/** The country-state-city pickers' data; public, so sign-up-free pages can use it too. */
export const locationsRouter = createTRPCRouter({
  countries: publicProcedure.meta({ access: { expect: EVERYONE } }).query(() => getCountries()),
  states: publicProcedure
    .meta({ access: { input: () => ({ country: "PK" }), expect: EVERYONE } })
    .input(statesInput)
    .query(({ input }) => getStates(input)),
  cities: publicProcedure
    .meta({ access: { input: () => ({ state: "PK-PB" }), expect: EVERYONE } })
    .input(citiesInput)
    .query(({ input }) => getCities(input)),
});
