import type { z } from "zod";
import type { createApiTokenSchema } from "@/lib/validation/api-tokens";
import { requireMember } from "../auth/guards";
import { consumeRateLimit } from "../auth/rate-limit";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { logger } from "../logger";
import { apiTokenRules, MAX_LIVE_TOKENS } from "./limits";
import { presentApiToken } from "./present";
import { countLiveApiTokens, insertApiToken } from "./queries";
import { generateApiToken, hashApiToken } from "./secret";

export const API_TOKEN_CREATED = "API token created. Copy it now: it will not be shown again.";
export const ADMIN_SCOPE_FOR_ADMINS = "Only administrators can create a token with the admin scope.";
export const TOO_MANY_TOKENS_CREATED =
  "You are creating API tokens too quickly. Please wait a while and try again.";
export const TOO_MANY_LIVE_TOKENS = `You have ${MAX_LIVE_TOKENS} API tokens already. Revoke one you no longer use first.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/tokens/create (decision 0019): a signed-in member or administrator makes a personal
 * token for their own account. The token is answered this once; only its SHA-256 is stored. Admin
 * scope is for administrators, who must ask for it by name. A session only: the row refuses tokens.
 */
export async function createApiToken(ctx: RequestContext, input: z.output<typeof createApiTokenSchema>) {
  const member = requireMember(ctx);
  if (input.scope === "admin" && member.user.role !== "admin") {
    throw new AppError("FORBIDDEN", ADMIN_SCOPE_FOR_ADMINS, { fields: { scope: ADMIN_SCOPE_FOR_ADMINS } });
  }
  await consumeRateLimit(ctx.db, apiTokenRules.createPerUser, member.user.id, TOO_MANY_TOKENS_CREATED);
  if ((await countLiveApiTokens(ctx.db, member.user.id)) >= MAX_LIVE_TOKENS) {
    throw new AppError("CONFLICT", TOO_MANY_LIVE_TOKENS);
  }
  const token = generateApiToken();
  const row = await insertApiToken(ctx.db, {
    userId: member.user.id,
    name: input.name,
    tokenHash: hashApiToken(token),
    scope: input.scope,
    expiresAt: new Date(Date.now() + input.expires_in_days * DAY_MS),
  });
  logger.info("api token created", {
    requestId: ctx.requestId,
    userId: member.user.id,
    tokenId: row.id,
    scope: row.scope,
    expiresAt: row.expiresAt.toISOString(),
  });
  return { message: API_TOKEN_CREATED, ...presentApiToken(row), token };
}
