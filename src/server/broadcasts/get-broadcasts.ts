import { count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { getBroadcastsSchema } from "@/lib/validation/notifications";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { broadcasts, users } from "../db/schema";
import { type broadcastsOutput, presentBroadcast } from "./present";

/**
 * GET /api/notifications/broadcasts: the sent broadcasts, newest first, with their progress
 * (administrators). Few rows (one a send), so a plain count pages them.
 */
export async function getBroadcasts(
  ctx: RequestContext,
  input: z.output<typeof getBroadcastsSchema>,
): Promise<z.output<typeof broadcastsOutput>> {
  requireAdmin(ctx);
  const { page, pageSize } = input;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ broadcast: broadcasts, adminName: users.name })
      .from(broadcasts)
      .leftJoin(users, eq(users.id, broadcasts.adminUserId))
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ count: count() }).from(broadcasts),
  ]);
  return {
    broadcasts: rows.map((row) => presentBroadcast(row.broadcast, row.adminName)),
    total: total?.count ?? 0,
    page,
    pageSize,
  };
}
