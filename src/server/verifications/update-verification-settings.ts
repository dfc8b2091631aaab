import type { z } from "zod";
import type { verificationSettingsSchema } from "@/lib/validation/verifications";
import { recordAdminAction } from "../audit/record-admin-action";
import { requireAdmin } from "../auth/guards";
import type { RequestContext } from "../context";
import { OPEN_TO_ALL_KEY, writeOpenToAll } from "./settings";

export const OPENED_TO_ALL = "Every member may now ask for verification.";
export const CLOSED_TO_PLANS = "Only members whose plan includes verification may now ask for it.";

/** PUT /api/verifications/settings: who may ask for verification; recorded with before and after. */
export async function updateVerificationSettings(
  ctx: RequestContext,
  input: z.output<typeof verificationSettingsSchema>,
): Promise<{ message: string; open_to_all: boolean }> {
  const admin = requireAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await writeOpenToAll(tx, input.open_to_all, admin.user.id);
    await recordAdminAction(tx, {
      adminUserId: admin.user.id,
      action: "verification.settings",
      targetType: "site_setting",
      targetId: OPEN_TO_ALL_KEY,
      detail: { before: { open_to_all: before }, after: { open_to_all: input.open_to_all } },
    });
  });
  return { message: input.open_to_all ? OPENED_TO_ALL : CLOSED_TO_PLANS, open_to_all: input.open_to_all };
}
