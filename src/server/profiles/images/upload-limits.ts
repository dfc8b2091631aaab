import { consumeRateLimit, type RateRule } from "../../auth/rate-limit";
import type { MemberContext } from "../../context";

export const TOO_MANY_PHOTOS = "You are changing your photo too often. Please wait a while and try again.";

const HOUR = 60 * 60;

/**
 * Each upload decodes and re-encodes a picture of up to 16.7 megapixels (a few hundred
 * milliseconds of a core): enough for a member trying a few photos in a sitting, and per address
 * enough for the many members behind one carrier address, but not for a script.
 */
export const photoRateRules = {
  perMember: { name: "photo:member", limit: 20, windowSeconds: HOUR },
  perAddress: { name: "photo:address", limit: 120, windowSeconds: HOUR },
} satisfies Record<string, RateRule>;

/** Counts one upload or replacement, before the photo is decoded; 429 past either limit. */
export async function limitPhotoUploads(ctx: MemberContext): Promise<void> {
  await consumeRateLimit(ctx.db, photoRateRules.perMember, ctx.user.id, TOO_MANY_PHOTOS);
  await consumeRateLimit(ctx.db, photoRateRules.perAddress, ctx.ip, TOO_MANY_PHOTOS);
}
