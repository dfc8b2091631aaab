import { z } from "zod";
import { placeholderImage } from "@/lib/profile-image";
import type { profiles } from "../db/schema";
import { displayName } from "../profiles/present";

export const blockedMemberSchema = z
  .object({
    profile_id: z
      .guid()
      .describe("The blocked member's profile id (send it to `DELETE /api/blocks/delete`)."),
    name: z
      .string()
      .describe(
        "The member's first and last name; empty text when their personal information is not filled in.",
      ),
    image_url: z
      .string()
      .describe(
        "A placeholder drawing: a block hides each member's photo from the other, the blocker's list included.",
      ),
    blocked_at: z.date().describe("When the block began."),
  })
  .meta({ id: "BlockedMember", description: "A member the signed-in member has blocked." });

export type BlockedMember = z.output<typeof blockedMemberSchema>;

export function presentBlockedMember(
  profile: Pick<typeof profiles.$inferSelect, "id" | "firstName" | "lastName" | "gender">,
  blockedAt: Date,
): BlockedMember {
  return {
    profile_id: profile.id,
    name: displayName(profile),
    image_url: placeholderImage(profile.gender),
    blocked_at: blockedAt,
  };
}
