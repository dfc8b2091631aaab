import { z } from "zod";
import type { profileIdQuery, updatePrivacySettingsSchema } from "@/lib/validation/profile";
import type { RequestContext } from "../context";
import { requireOwnProfile } from "./own-profile";
import { updateProfileColumns } from "./queries";
import { privacyOf, privacySettingsOutput } from "./sections";

export const PRIVACY_UPDATED = "Privacy settings updated successfully!";

export const privacySettingsAnswer = z.object({ settings: privacySettingsOutput });

export const privacySettingsUpdated = z.object({
  message: z.string().describe(`What was done: "${PRIVACY_UPDATED}"`),
  settings: privacySettingsOutput.describe("The settings as they now stand."),
});

/** GET /api/profile/get/privacy-settings?profileId=: the member's own four settings. */
export async function getPrivacySettings(
  ctx: RequestContext,
  input: z.output<typeof profileIdQuery>,
): Promise<z.output<typeof privacySettingsAnswer>> {
  const { profile } = await requireOwnProfile(ctx, { profileId: input.profileId });
  return { settings: privacyOf(profile) };
}

/**
 * PUT /api/profile/update/privacy-settings: enforced from the next request on, everywhere. Like the
 * other section updates, a profile_id or auth_id naming another member is 403.
 */
export async function updatePrivacySettings(
  ctx: RequestContext,
  input: z.output<typeof updatePrivacySettingsSchema>,
): Promise<z.output<typeof privacySettingsUpdated>> {
  const { profile } = await requireOwnProfile(ctx, { profileId: input.profile_id, userId: input.auth_id });
  const settings = input.data;
  await updateProfileColumns(ctx.db, profile.id, {
    profileVisibility: settings.profile_visibility,
    showProfilePicture: settings.show_profile_picture,
    messagesPrivacy: settings.messages_privacy,
    proposalsPrivacy: settings.proposals_privacy,
  });
  return { message: PRIVACY_UPDATED, settings };
}
