import type { AdminAction, AdminActionTarget } from "@/lib/admin-actions";
import type { Db } from "../db/client";
import { adminActions } from "../db/schema";

/**
 * Appends one row to the administrators' trail (admin_actions, append-only): who, what, on which
 * record, why, and what changed (the actions: src/lib/admin-actions.ts). Admin reads of a member's
 * private data are recorded the same way. Call it with the transaction of the write it records, so the
 * trail has the change exactly when the change was committed.
 */
export async function recordAdminAction(
  tx: Db,
  input: {
    adminUserId: string;
    action: AdminAction;
    targetType: AdminActionTarget;
    targetId: string;
    reason?: string | null;
    detail?: Record<string, unknown> | null;
  },
): Promise<void> {
  await tx.insert(adminActions).values({
    adminUserId: input.adminUserId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    reason: input.reason ?? null,
    detail: input.detail ?? null,
  });
}
