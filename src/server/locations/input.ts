import { z } from "zod";

/** `?country=PK`: upper or lower case, trimmed. */
export const statesInput = z.object({
  country: z
    .string({ error: "Country is required" })
    .trim()
    .toUpperCase()
    .min(1, "Country is required")
    .regex(/^[A-Z]{2}$/, "Country must be a two-letter code, such as PK"),
});

/** `?state=PK-PB`: the dataset's state codes are all upper case, so lower case is read as upper. */
export const citiesInput = z.object({
  state: z
    .string({ error: "State is required" })
    .trim()
    .toUpperCase()
    .min(1, "State is required")
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,16}$/, "State must be a country-state code, such as PK-PB"),
});

export type StatesInput = z.output<typeof statesInput>;
export type CitiesInput = z.output<typeof citiesInput>;
