import { z } from "zod";
import { type saveDraftSchema, WIZARD_LAST_STEP } from "@/lib/validation/profile";
import type { RequestContext } from "../context";
import { requireOwnProfile } from "./own-profile";
import { findDraft, upsertDraft } from "./queries";

export const profileDraftSchema = z
  .object({
    step: z.number().int().describe(`The wizard step the member was on, 0 to ${WIZARD_LAST_STEP}.`),
    data: z
      .record(z.string(), z.unknown())
      .describe(
        "What the member had typed, as saved: any of the sections of `POST /api/profile/create` (personal_info, career_info, ...), possibly incomplete and not yet checked. The wizard checks each step before it goes on.",
      ),
    updated_at: z.date().describe("When the draft was last saved."),
  })
  .meta({ id: "ProfileDraft", description: "The profile wizard's unsent progress." });

export const profileDraftOutput = z.object({
  draft: profileDraftSchema
    .nullable()
    .describe("The saved draft, or null when there is none (or it was submitted)."),
});

export const draftSavedOutput = z.object({
  saved: z.literal(true).describe("Always true: the draft is stored."),
  updated_at: z.date().describe("When it was stored."),
});

/** The wizard's unsent data, kept on the server so it survives a reload or another device. */
export async function getProfileDraft(ctx: RequestContext): Promise<z.output<typeof profileDraftOutput>> {
  const { profile } = await requireOwnProfile(ctx);
  const draft = await findDraft(ctx.db, profile.id);
  return { draft: draft && { step: draft.step, data: draft.data, updated_at: draft.updatedAt } };
}

export async function saveProfileDraft(
  ctx: RequestContext,
  input: z.output<typeof saveDraftSchema>,
): Promise<z.output<typeof draftSavedOutput>> {
  const { profile } = await requireOwnProfile(ctx);
  const updatedAt = await upsertDraft(ctx.db, profile.id, input.step, input.data);
  return { saved: true as const, updated_at: updatedAt };
}
