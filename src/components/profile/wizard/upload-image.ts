import { GENERIC_ERROR, OFFLINE_MESSAGE } from "@/lib/error-messages";
import { PHOTO_UPLOADED } from "@/lib/profile-image";

/** A refused or failed photo upload, with the text to show (the server's own words when it gave some). */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type UploadBody = { message?: string; data?: { image_url?: string }; error?: string };

/**
 * Sends a photo to one of the multipart REST paths (tRPC carries no files): the first upload
 * `POST /api/profile/create/image-upload`, a replacement `PUT /api/profile/update/profile-image`.
 */
export async function uploadProfileImage(
  file: File,
  options: { profileId?: string | null; method?: "POST" | "PUT"; path?: string } = {},
): Promise<{ imageUrl: string; message: string }> {
  const form = new FormData();
  form.append("file", file);
  if (options.profileId) form.append("profileId", options.profileId);
  let response: Response;
  try {
    response = await fetch(options.path ?? "/api/profile/create/image-upload", {
      method: options.method ?? "POST",
      credentials: "same-origin",
      body: form,
    });
  } catch {
    throw new ImageUploadError(OFFLINE_MESSAGE, 0);
  }
  const body = (await response.json().catch(() => null)) as UploadBody | null;
  if (!response.ok) throw new ImageUploadError(body?.error ?? GENERIC_ERROR, response.status);
  const imageUrl = body?.data?.image_url;
  if (!imageUrl) throw new ImageUploadError(GENERIC_ERROR, response.status);
  return { imageUrl, message: body?.message ?? PHOTO_UPLOADED };
}
