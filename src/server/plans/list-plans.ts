import type { RequestContext } from "../context";
import { type PlanView, presentPlan } from "./present";
import { listPlans } from "./queries";

/**
 * GET /api/subscription-plans: the plans anyone may see (the packages page), Free first, then by
 * price. Plans an administrator deactivated are not offered, so they are not listed.
 */
export async function listPublicPlans(ctx: RequestContext): Promise<{ plans: PlanView[] }> {
  const rows = await listPlans(ctx.db, { activeOnly: true });
  return { plans: rows.map(presentPlan) };
}
