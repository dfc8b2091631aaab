import "server-only";
import { cache } from "react";
import { cityNameOfCode } from "@/components/location/types";
import { truncateDisplayName } from "@/lib/format";
import { createRequestContext } from "@/server/api/context";
import { AppError } from "@/server/errors";
import { getUserProfile } from "@/server/profiles/get-user-profile";
import { getServices } from "@/server/services";

/** What a shared profile link shows: only what a signed-out visitor may see of the member. */
export type SharePreview = {
  id: string;
  name: string;
  age: number | null;
  city: string | null;
  /** The stored profession code; the page shows its label in the page's language. */
  profession: string | null;
  /** The photo's address when the member shows it to everyone (visitors included), else null. */
  photoUrl: string | null;
};

/**
 * The profile as a visitor sees it, whoever opens the link: always judged with no session (a
 * member's own wider view never leaks into a link they send), through the same rules as the profile
 * API (profile_visibility, hidden, blocked, unfinished profiles are not found). Null when a visitor
 * may not see the profile.
 */
export const sharePreview = cache(async (profileId: string): Promise<SharePreview | null> => {
  const services = await getServices();
  const visitor = await createRequestContext(services, null, {
    ip: "share-preview",
    resHeaders: new Headers(),
  });
  try {
    const { profile } = await getUserProfile(visitor, { profileId });
    return {
      id: profile.id,
      name: truncateDisplayName(profile.display_name),
      age: profile.age,
      city: profile.residential_info?.residence_city
        ? cityNameOfCode(profile.residential_info.residence_city)
        : null,
      profession: profile.career_info?.profession ?? null,
      photoUrl: profile.photo === "original" ? profile.image_url : null,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
});

/** Whether a visitor may see the profile: only then is it offered for sharing. */
export async function isShareable(profileId: string): Promise<boolean> {
  return (await sharePreview(profileId)) !== null;
}

/** The public link of a profile's preview. */
export function sharePath(profileId: string): string {
  return `/share/${encodeURIComponent(profileId)}`;
}

/** WhatsApp's share address: the message with the absolute preview link after it. */
export function whatsappShareHref(message: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`;
}
