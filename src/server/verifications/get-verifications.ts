import type { z } from "zod";
import type { getVerificationsSchema } from "@/lib/validation/verifications";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { findReview, listReviews } from "./queries";
import { presentReview, type reviewsOutput } from "./schemas";
import { readOpenToAll } from "./settings";
import { VERIFICATION_NOT_FOUND } from "./withdraw-verification";

/**
 * GET /api/verifications/get: with `verification_id`, that request; otherwise a page of the
 * requests in `status` (pending: the queue, oldest first). With the open-to-all setting, which the
 * queue page shows beside it.
 */
export async function getVerifications(
  ctx: RequestContext,
  input: z.output<typeof getVerificationsSchema>,
): Promise<z.output<typeof reviewsOutput>> {
  requireAdmin(ctx);
  const openToAll = readOpenToAll(ctx.db);
  if (input.verification_id) {
    const row = await findReview(ctx.db, input.verification_id);
    if (!row) throw new AppError("NOT_FOUND", VERIFICATION_NOT_FOUND);
    return {
      verifications: [presentReview(row)],
      total: 1,
      page: 1,
      pageSize: 1,
      open_to_all: await openToAll,
    };
  }
  const { rows, total } = await listReviews(ctx.db, input.status, input.page, input.pageSize);
  return {
    verifications: rows.map(presentReview),
    total,
    page: input.page,
    pageSize: input.pageSize,
    open_to_all: await openToAll,
  };
}
