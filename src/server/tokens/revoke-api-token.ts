import type { z } from "zod";
import type { revokeApiTokenSchema } from "@/lib/validation/api-tokens";
import { requireMember } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { logger } from "../logger";
import { revokeApiTokenRow } from "./queries";

export const API_TOKEN_REVOKED = "API token revoked. It no longer works.";
export const API_TOKEN_NOT_FOUND = "API token not found";

/**
 * DELETE /api/tokens/delete: revokes one of the caller's own tokens; its next use is refused, in
 * every process (each call reads the token's row). Another account's token id, an administrator's
 * included, is not found: nobody learns whose ids exist.
 */
export async function revokeApiToken(ctx: RequestContext, input: z.output<typeof revokeApiTokenSchema>) {
  const member = requireMember(ctx);
  const row = await revokeApiTokenRow(ctx.db, member.user.id, input.token_id);
  if (!row) throw new AppError("NOT_FOUND", API_TOKEN_NOT_FOUND);
  logger.info("api token revoked", {
    requestId: ctx.requestId,
    userId: member.user.id,
    tokenId: row.id,
    scope: row.scope,
  });
  return { message: API_TOKEN_REVOKED };
}
