import type { Db } from "../db/client";
import { adminActions } from "../db/schema";

/**
 * What an administrator did, as `verb.noun` (the admin console adds its own): every admin write of
 * plans, payments and subscriptions leaves one.
 */
export type AdminAction =
  | "plan.create"
  | "plan.update"
  | "plan.delete"
  | "plan.deactivate"
  | "payment.refund"
  | "payment.cancel"
  | "subscription.grant"
  | "subscription.end";

export type AdminActionTarget = "subscription_plan" | "payment" | "user";

/**
 * Appends one row to the administrators' trail (admin_actions, append-only): who, what, on which
 * record, why, and what changed. Call it with the transaction of the write it records, so the
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
