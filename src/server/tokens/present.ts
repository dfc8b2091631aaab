import { z } from "zod";
import { API_TOKEN_SCOPES } from "@/lib/validation/api-tokens";
import type { ListedApiToken } from "./queries";

/** A token as its owner's list shows it: never the secret, never its hash. */
export const apiTokenSchema = z
  .object({
    id: z.guid().describe("The token's id: `DELETE /api/tokens/delete` takes it."),
    name: z.string().describe("What the owner called it."),
    scope: z.enum(API_TOKEN_SCOPES).describe("read, write or admin."),
    created_at: z.date().describe("When it was made."),
    expires_at: z.date().describe("When it stops working."),
    last_used_at: z.date().nullable().describe("When it was last used, to within a minute; null if never."),
  })
  .meta({ id: "ApiToken" });

export function presentApiToken(row: ListedApiToken): z.output<typeof apiTokenSchema> {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: row.createdAt,
    expires_at: row.expiresAt,
    last_used_at: row.lastUsedAt,
  };
}

/** POST /api/tokens/create: the listing fields and, this once, the token itself. */
export const createdApiTokenOutput = apiTokenSchema.extend({
  message: z.string(),
  token: z
    .string()
    .describe(
      "The token, shown this once: send it as `Authorization: Bearer <token>`. Only its hash is kept, so it cannot be shown again.",
    ),
});

/** GET /api/tokens/get: the caller's tokens, newest first. */
export const apiTokensOutput = z.object({ tokens: z.array(apiTokenSchema) });

export const revokedApiTokenOutput = z.object({ message: z.string() });
