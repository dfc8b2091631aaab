import { citiesOutput, getCities } from "../../locations/get-cities";
import { countriesOutput, getCountries } from "../../locations/get-countries";
import { getStates, statesOutput } from "../../locations/get-states";
import { citiesInput, statesInput } from "../../locations/input";
import { publicRoute, publicRouteWithoutInput } from "../trpc";

const EVERYONE = { visitor: 200, member: 200, other: 200, admin: 200 } as const;
/** The dataset changes only with a package update. */
const A_DAY = "public, max-age=86400";

/** The country-state-city pickers' data; public, so sign-up-free pages can use it too. */
export const locationsRoutes = {
  countries: publicRouteWithoutInput(countriesOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/locations/countries",
        tag: "locations",
        summary: "Every country, by name",
        description: "Codes are ISO 3166-1 alpha-2 (PK, AE, ...).",
        cache: A_DAY,
      },
      access: { expect: EVERYONE },
    })
    .query(() => getCountries()),
  states: publicRoute(statesInput, statesOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/locations/states",
        tag: "locations",
        summary: "The states of a country, by name",
        description: "`?country=PK` gives codes like PK-PB; an unknown country answers 404.",
        cache: A_DAY,
      },
      access: { input: () => ({ country: "PK" }), expect: EVERYONE },
    })
    .query(({ input }) => getStates(input)),
  cities: publicRoute(citiesInput, citiesOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/locations/cities",
        tag: "locations",
        summary: "The cities of a state, by name",
        description: "`?state=PK-PB` gives codes like PK-PB-Lahore; an unknown state answers 404.",
        cache: A_DAY,
      },
      access: { input: () => ({ state: "PK-PB" }), expect: EVERYONE },
    })
    .query(({ input }) => getCities(input)),
};
