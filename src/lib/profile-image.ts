/**
 * Profile photo rules shared by the image panel and the server (spec §5 "Profile image", §9):
 * limits, accepted types and the messages, verbatim. Client-safe: no Node imports.
 */

/** 2 MB, as spec §9 counts it. */
export const PHOTO_MAX_BYTES = 2_097_152;

/** What the file picker offers; the server decides by the file's bytes, never by this list. */
export const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";
export const PHOTO_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const PHOTO_REQUIRED = "Please upload a profile image first.";
export const PHOTO_REQUIRED_ON_SUBMIT = "Please upload a profile image before submitting.";
export const PHOTO_INVALID_FORMAT = "Invalid file format. Allowed: PNG, JPG, JPEG, WEBP";
export const PHOTO_TOO_LARGE = "File size too large. Max allowed size is 2MB.";
export const PHOTO_NOT_AN_IMAGE = "Please select a valid image file";
export const PHOTO_ALREADY_UPLOADED = "Image already uploaded";
export const PHOTO_UPLOADED = "Profile image upload successfully!";
export const PHOTO_REMOVED = "Profile image removed successfully!";

/**
 * The browser's first check of a chosen file, by its declared type and size (the server checks the
 * bytes again): the message to show, or null when it may be sent.
 */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (file.size === 0) return PHOTO_REQUIRED;
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_INVALID_FORMAT;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

export type PhotoSize = "display" | "thumb";

/** The access-checked address of a stored photo; `thumb` asks for the 256 px square. */
export function profileImagePath(imageId: string, size: PhotoSize = "display"): string {
  const path = `/api/profile/images/${encodeURIComponent(imageId)}`;
  return size === "thumb" ? `${path}?size=thumb` : path;
}

/** A thumbnail address for a stored `image_url` (only our own image route takes `?size=`). */
export function thumbnailOf(imageUrl: string): string {
  return imageUrl.startsWith("/api/profile/images/") && !imageUrl.includes("?")
    ? `${imageUrl}?size=thumb`
    : imageUrl;
}

/** The stand-in picture for a profile without a photo (spec §9: male, female and generic user). */
export function placeholderImage(gender: string | null | undefined): string {
  if (gender === "male") return "/placeholders/male.svg";
  if (gender === "female") return "/placeholders/female.svg";
  return "/placeholders/user.svg";
}
