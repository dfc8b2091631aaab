import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { BroadcastInput } from "@/lib/validation/notifications";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { executeRows } from "../db/raw-rows";
import { type BroadcastSegment, broadcasts } from "../db/schema";
import { AppError } from "../errors";
import { BROADCASTS_CHANNEL } from "./deliver";
import { BROADCAST_QUEUED, type broadcastOutput, presentBroadcast } from "./present";
import { recipientsCountSql } from "./segment";

export const NO_RECIPIENTS = "No member is in this segment: nothing to send.";

/** How many members a segment holds now. */
export async function countRecipients(db: Db, segment: BroadcastSegment): Promise<number> {
  const [row] = await executeRows<{ count: number }>(db, recipientsCountSql(segment));
  return Number(row?.count ?? 0);
}

/** The segment as stored: only the fields given, so `{}` means every member. */
function storedSegment(input: BroadcastInput["segment"]): BroadcastSegment {
  const segment: BroadcastSegment = {};
  if (input?.gender) segment.gender = input.gender;
  if (input?.plan_id) segment.plan_id = input.plan_id;
  if (input?.country) segment.country = input.country;
  if (input?.city) segment.city = input.city;
  if (input?.verified !== undefined) segment.verified = input.verified;
  return segment;
}

/**
 * POST /api/notifications/broadcast (decision 0035). A dry run counts the recipients and stores
 * nothing. A send stores the broadcast `queued` with that count, records it in the trail and
 * answers at once: the worker (worker.ts) delivers it in batches, told by a NOTIFY at commit.
 */
export async function sendBroadcast(
  ctx: RequestContext,
  input: BroadcastInput,
): Promise<z.output<typeof broadcastOutput>> {
  const admin = requireAdmin(ctx);
  const segment = storedSegment(input.segment);
  if (input.dry_run) {
    const recipients = await countRecipients(ctx.db, segment);
    return {
      message: `${recipients.toLocaleString("en")} ${recipients === 1 ? "member" : "members"} would receive it.`,
      recipients,
      dry_run: true,
      broadcast: null,
    };
  }
  return ctx.db.transaction(async (tx) => {
    const recipients = await countRecipients(tx, segment);
    if (recipients === 0) throw new AppError("CONFLICT", NO_RECIPIENTS);
    const [row] = await tx
      .insert(broadcasts)
      .values({
        adminUserId: admin.user.id,
        title: input.title,
        body: input.body,
        link: input.link ?? null,
        email: input.email ?? false,
        segment,
        recipients,
      })
      .returning();
    if (!row) throw new Error("the broadcast insert returned no row");
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: "broadcast.send",
      targetType: "broadcast",
      targetId: row.id,
      detail: { title: row.title, link: row.link, email: row.email, segment, recipients },
    });
    await tx.execute(sql`select pg_notify(${BROADCASTS_CHANNEL}, ${row.id})`);
    return {
      message: BROADCAST_QUEUED,
      recipients,
      dry_run: false,
      broadcast: presentBroadcast(row, admin.user.name),
    };
  });
}
