import { z } from "zod";
import { PHOTO_REQUIRED, PHOTO_UPLOADED } from "@/lib/profile-image";

/**
 * A file from a multipart body, as the REST adapter hands it over. Only that adapter can build
 * one: JSON (and superjson) cannot carry a Buffer, so over tRPC HTTP these procedures simply fail
 * validation, and nobody streams a photo through a JSON parser.
 */
export type UploadedFile = { bytes: Buffer; name: string; type: string };

export function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Record<string, unknown>;
  return Buffer.isBuffer(file.bytes) && typeof file.name === "string" && typeof file.type === "string";
}

const idField = (name: string) =>
  // A multipart form sends an empty field for a missing value.
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.uuid({ error: `${name} must be a valid id` }).optional(),
  );

/** POST /api/profile/create/image-upload and PUT /api/profile/update/profile-image (multipart: file, profileId). */
export const photoUploadSchema = z.object({
  file: z.custom<UploadedFile>(isUploadedFile, { error: PHOTO_REQUIRED }),
  profileId: idField("profileId"),
});

/** DELETE /api/profile/delete/profile-image `{profile_id?}`; the body may be left out. */
export const photoRemoveSchema = z
  .object({ profile_id: idField("profile_id") })
  .default({ profile_id: undefined });

export type PhotoUploadInput = z.output<typeof photoUploadSchema>;
export type PhotoRemoveInput = z.output<typeof photoRemoveSchema>;

/** What an upload or a replacement answers (spec §7: "response data has image_url"). */
export const photoStoredOutput = z.object({
  message: z.string().describe(`What was done: "${PHOTO_UPLOADED}"`),
  image_url: z
    .string()
    .describe(
      "The new photo's address: an access-checked route (`/api/profile/images/{id}`; add `?size=thumb` for the 256 px square), served to whoever the member's `show_profile_picture` allows and blurred to everyone else. Never a public file.",
    ),
});

export type PhotoStored = z.output<typeof photoStoredOutput>;
