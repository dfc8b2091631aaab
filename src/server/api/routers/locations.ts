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
        example: {
          output: {
            countries: [
              { code: "AF", name: "Afghanistan" },
              { code: "PK", name: "Pakistan" },
              { code: "AE", name: "United Arab Emirates" },
            ],
          },
        },
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
        errors: [404],
        summary: "The states of a country, by name",
        description: "`?country=PK` gives codes like PK-PB; an unknown country answers 404.",
        cache: A_DAY,
        example: {
          input: { country: "PK" },
          output: {
            states: [
              { code: "PK-JK", name: "Azad Kashmir" },
              { code: "PK-BA", name: "Balochistan" },
              { code: "PK-TA", name: "Federally Administered Tribal Areas" },
              { code: "PK-GB", name: "Gilgit-Baltistan" },
              { code: "PK-IS", name: "Islamabad Capital Territory" },
              { code: "PK-KP", name: "Khyber Pakhtunkhwa" },
              { code: "PK-PB", name: "Punjab" },
              { code: "PK-SD", name: "Sindh" },
            ],
          },
        },
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
        errors: [404],
        summary: "The cities of a state, by name",
        description: "`?state=PK-PB` gives codes like PK-PB-Lahore; an unknown state answers 404.",
        cache: A_DAY,
        example: {
          input: { state: "PK-PB" },
          output: {
            cities: [
              { code: "PK-PB-Faisalabad", name: "Faisalabad" },
              { code: "PK-PB-Lahore", name: "Lahore" },
              { code: "PK-PB-Multan", name: "Multan" },
              { code: "PK-PB-Rawalpindi", name: "Rawalpindi" },
            ],
          },
        },
      },
      access: { input: () => ({ state: "PK-PB" }), expect: EVERYONE },
    })
    .query(({ input }) => getCities(input)),
};
