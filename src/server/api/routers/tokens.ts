import { createApiTokenSchema, revokeApiTokenSchema } from "@/lib/validation/api-tokens";
import { createApiToken } from "../../tokens/create-api-token";
import { listOwnApiTokens } from "../../tokens/list-api-tokens";
import { apiTokensOutput, createdApiTokenOutput, revokedApiTokenOutput } from "../../tokens/present";
import { revokeApiToken } from "../../tokens/revoke-api-token";
import { memberRoute, memberRouteWithoutInput } from "../trpc";

// Everyone signed in manages their own tokens; nobody reaches another account's (decision 0019).
const OWN = { visitor: 401, member: 200, other: 200, admin: 200 } as const;

const SAMPLE_TOKEN = {
  id: "6f1c2a9e-4b7d-4e21-9a3f-0c5d8e7b1a24",
  name: "Bureau CRM sync",
  scope: "write",
  created_at: "2026-11-02T09:30:00.000Z",
  expires_at: "2026-12-02T09:30:00.000Z",
  last_used_at: null,
} as const;

export const tokensRoutes = {
  create: memberRoute(createApiTokenSchema, createdApiTokenOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/tokens/create",
        tag: "tokens",
        summary: "Create a personal API token (shown once)",
        description:
          "Makes a token for the signed-in account, answered in `data.token` this once: only its SHA-256 is kept. Send it as `Authorization: Bearer <token>` to the REST paths (never tRPC, never pages). `read` calls GET rows only, `write` every row the account may use, `admin` (administrators only, asked for by name) also the administrators' rows. Needs a signed-in session: a token cannot make tokens. At most 20 an hour and 50 live tokens per account.",
        sessionOnly: true,
        errors: [403, 409, 429],
        example: {
          input: { name: "Bureau CRM sync", scope: "write", expires_in_days: 30 },
          output: {
            message: "API token created. Copy it now: it will not be shown again.",
            ...SAMPLE_TOKEN,
            token: "rishta_pat_dkry7gnu3cjqx6fmt2bipw5elszahov4dkry7gnu3cjqx6fmt2bi",
          },
        },
      },
      access: [
        {
          name: "read scope",
          input: () => ({ name: "Matrix read token", scope: "read", expires_in_days: 7 }),
          expect: OWN,
        },
        {
          // Admin scope is for administrators only, and only when asked for.
          name: "admin scope",
          input: () => ({ name: "Matrix admin token", scope: "admin", expires_in_days: 7 }),
          expect: { visitor: 401, member: 403, other: 403, admin: 200 },
        },
      ],
    })
    .mutation(({ ctx, input }) => createApiToken(ctx, input)),
  list: memberRouteWithoutInput(apiTokensOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/tokens/get",
        tag: "tokens",
        summary: "The caller's API tokens",
        description:
          "The signed-in account's tokens that were not revoked, newest first, expired ones included until they are purged: name, scope, dates and last use (to within a minute). Never the token or its hash. Needs a signed-in session.",
        sessionOnly: true,
        example: { output: { tokens: [{ ...SAMPLE_TOKEN, last_used_at: "2026-11-03T14:05:00.000Z" }] } },
      },
      access: { expect: OWN },
    })
    .query(({ ctx }) => listOwnApiTokens(ctx)),
  revoke: memberRoute(revokeApiTokenSchema, revokedApiTokenOutput)
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/tokens/delete",
        tag: "tokens",
        summary: "Revoke one of the caller's API tokens",
        description:
          "The token stops working at once, in every instance of the service. Only the caller's own tokens: any other id answers 404. Needs a signed-in session.",
        sessionOnly: true,
        errors: [404],
        example: {
          input: { token_id: SAMPLE_TOKEN.id },
          output: { message: "API token revoked. It no longer works." },
        },
      },
      // Another member's id, or an administrator's, names no token of theirs: 404.
      access: {
        input: (w) => ({ token_id: w.owner.apiTokenId }),
        expect: { visitor: 401, member: 200, other: 404, admin: 404 },
      },
    })
    .mutation(({ ctx, input }) => revokeApiToken(ctx, input)),
};
