import type { RequestContext } from "../context";
import { type PlanView, presentPlan } from "./present";
import { listPlans } from "./queries";

/** GET /api/subscription-plans: the plans anyone may see (the packages page), Free first, then by price. */
export async function listPublicPlans(ctx: RequestContext): Promise<{ plans: PlanView[] }> {
  const rows = await listPlans(ctx.db);
  return { plans: rows.map(presentPlan) };
}
