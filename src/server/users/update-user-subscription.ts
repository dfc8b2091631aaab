import type { z } from "zod";
import { formatDate } from "@/lib/format";
import type { updateUserSubscriptionSchema } from "@/lib/validation/users";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import { sessionCache } from "../auth/session-cache";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { createNotification } from "../notifications/create-notification";
import { PLAN_NOT_FOUND } from "../plans/get-plans";
import { endOpenPeriods, startPlanPeriod } from "../plans/periods";
import { findPlan } from "../plans/queries";
import { USER_NOT_FOUND } from "./get-users";
import { presentUserRow } from "./present";
import { findUserById } from "./queries";

export const SUBSCRIPTION_UPDATED = "Subscription updated successfully";

const SUBSCRIPTION_LINK = "/dashboard/subscription";

/**
 * PUT /api/users/update/subscription: an administrator grants a paid plan from now for its days
 * (cutting short what runs; plans the member bought and queued follow it), or, with the Free plan,
 * ends the member's running and queued plans. Counters start at zero on a new period. The member
 * is notified, and the administrators' trail records it with the reason, in the same transaction.
 */
export async function updateUserSubscription(
  ctx: RequestContext,
  input: z.output<typeof updateUserSubscriptionSchema>,
) {
  const admin = requireAdmin(ctx);
  const user = await findUserById(ctx.db, input.user_id);
  const profileId = user?.profileId;
  if (!profileId) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  const plan = await findPlan(ctx.db, input.plan_id);
  if (!plan) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);

  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const reason = input.reason ?? null;
    if (plan.isFree) {
      const ended = await endOpenPeriods(
        tx,
        profileId,
        reason ? `ended by an administrator: ${reason}` : "ended by an administrator",
        now,
      );
      await recordAdminAction(tx, {
        adminUserId: admin.user.id,
        action: "subscription.end",
        targetType: "user",
        targetId: input.user_id,
        reason,
        detail: { plan_id: plan.id, plan_name: plan.name, ended_period_ids: ended },
      });
      await createNotification(tx, {
        userId: input.user_id,
        type: "plan_changed",
        title: "Your account is on the Free plan now",
        body: "An administrator ended your plan.",
        link: SUBSCRIPTION_LINK,
      });
      return;
    }
    const period = await startPlanPeriod(tx, {
      profileId,
      plan,
      source: "admin",
      mode: "now",
      grantedBy: admin.user.id,
      now,
    });
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: "subscription.grant",
      targetType: "user",
      targetId: input.user_id,
      reason,
      detail: {
        plan_id: plan.id,
        plan_name: plan.name,
        period_id: period.id,
        start_date: period.startDate.toISOString(),
        end_date: period.endDate.toISOString(),
      },
    });
    await createNotification(tx, {
      userId: input.user_id,
      type: "plan_changed",
      title: `You are on the ${plan.name} plan until ${formatDate(period.endDate)}`,
      body: "An administrator gave you this plan.",
      link: SUBSCRIPTION_LINK,
    });
  });
  sessionCache().forgetUser(input.user_id);
  const row = await findUserById(ctx.db, input.user_id);
  if (!row) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return { message: SUBSCRIPTION_UPDATED, user: presentUserRow(row) };
}
