import { z } from "zod";
import { idField } from "./id";

/** Personal API tokens (decision 0019): shared by Settings' form and the tokens procedures. */

export const API_TOKEN_SCOPES = ["read", "write", "admin"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The expiries Settings offers, in days; the API takes any whole number of days in the range. */
export const API_TOKEN_EXPIRY_OPTIONS = [7, 30, 90, 365] as const;
export const API_TOKEN_DEFAULT_EXPIRY_DAYS = 30;
export const API_TOKEN_MAX_EXPIRY_DAYS = 365;

export const API_TOKEN_NAME_MAX = 60;

const EXPIRY_RANGE = `Expiry must be a whole number of days from 1 to ${API_TOKEN_MAX_EXPIRY_DAYS}.`;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: "Token name is required." })
    .trim()
    .min(1, "Token name is required.")
    .max(API_TOKEN_NAME_MAX, `Token name must be at most ${API_TOKEN_NAME_MAX} characters.`)
    .describe("What the token is for, to recognise it in the list (e.g. `CRM sync`)."),
  scope: z
    .enum(API_TOKEN_SCOPES, { error: "Scope must be read, write or admin." })
    .describe(
      "`read`: GET rows only. `write`: every row the account may use. `admin`: administrators only, needed for the administrators' rows.",
    ),
  expires_in_days: z
    .number({ error: EXPIRY_RANGE })
    .int(EXPIRY_RANGE)
    .min(1, EXPIRY_RANGE)
    .max(API_TOKEN_MAX_EXPIRY_DAYS, EXPIRY_RANGE)
    .describe(`Days until the token stops working, 1 to ${API_TOKEN_MAX_EXPIRY_DAYS}.`),
});

export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export const revokeApiTokenSchema = z.object({
  token_id: idField("token_id").describe("The token's id, from `GET /api/tokens/get`."),
});
