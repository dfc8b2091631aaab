import type { z } from "zod";
import type { saveDraftSchema } from "@/lib/validation/profile";
import type { RequestContext } from "../context";
import { requireOwnProfile } from "./own-profile";
import { findDraft, upsertDraft } from "./queries";

/** The wizard's unsent data, kept on the server so it survives a reload or another device. */
export async function getProfileDraft(ctx: RequestContext) {
  const { profile } = await requireOwnProfile(ctx);
  const draft = await findDraft(ctx.db, profile.id);
  return { draft: draft && { step: draft.step, data: draft.data, updated_at: draft.updatedAt } };
}

export async function saveProfileDraft(ctx: RequestContext, input: z.output<typeof saveDraftSchema>) {
  const { profile } = await requireOwnProfile(ctx);
  const updatedAt = await upsertDraft(ctx.db, profile.id, input.step, input.data);
  return { saved: true as const, updated_at: updatedAt };
}
