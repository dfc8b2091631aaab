import type { z } from "zod";
import type { getPlansSchema } from "@/lib/validation/plans";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { AppError } from "../errors";
import { type adminPlansOutput, presentAdminPlan } from "./present";
import { findPlanWithUsage, listPlansWithUsage } from "./queries";

export const PLAN_NOT_FOUND = "Subscription plan not found";

/**
 * GET /api/subscription-plans/get (administrators): one plan by `subscription_plan_id`, or a page
 * of every plan, inactive ones included, searched by name; each with how much it is in use.
 */
export async function getPlans(
  ctx: RequestContext,
  input: z.output<typeof getPlansSchema>,
): Promise<z.output<typeof adminPlansOutput>> {
  requireAdmin(ctx);
  if (input.subscription_plan_id) {
    const row = await findPlanWithUsage(ctx.db, input.subscription_plan_id);
    if (!row) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
    return { subscription_plan: presentAdminPlan(row) };
  }
  const { page, pageSize } = input;
  const { items, total } = await listPlansWithUsage(ctx.db, { search: input.search }, { page, pageSize });
  return { subscription_plans: items.map(presentAdminPlan), total, page, pageSize };
}
