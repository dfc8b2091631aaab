import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { PHOTO_INVALID_FORMAT, PHOTO_MAX_BYTES, PHOTO_REQUIRED, PHOTO_TOO_LARGE } from "@/lib/profile-image";
import { AppError } from "../../errors";

export const DISPLAY_MAX_PX = 800;
export const THUMB_PX = 256;
/** The blurred variant is drawn from this many pixels a side: too few to recognise anyone. */
const BLUR_SOURCE_PX = 16;

/**
 * A 2 MB PNG of one flat colour can declare 30,000 × 30,000 pixels and need gigabytes once
 * decoded. 4096 × 4096 (16.7 megapixels, 64 MB decoded) covers what phones save by default (12 MP,
 * 16 MP on some), which is also all a 2 MB JPEG can hold well; the display copy is 800 px anyway.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;

const ACCEPTED = new Map([
  ["image/png", "png"],
  ["image/jpeg", "jpeg"],
  ["image/webp", "webp"],
] as const);

export type PhotoFormat = "png" | "jpeg" | "webp";

export type ProcessedPhoto = {
  /** The uploaded file's real type, by its bytes. */
  format: PhotoFormat;
  /** Upright, at most 800 × 800. */
  display: Buffer;
  /** 256 × 256, cropped to the most salient part. */
  thumb: Buffer;
  /** 256 × 256 and unrecognisable: what viewers without picture rights get. */
  blurred: Buffer;
};

/**
 * Checks an uploaded photo by its bytes and makes its three WebP variants. Every variant is a
 * fresh encode with no metadata at all (no EXIF, GPS, XMP or ICC profile: sharp converts to sRGB
 * and keeps nothing unless asked), upright by the EXIF orientation the original carried.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  return decodeChecked(bytes, async (upright, format) => {
    const [display, thumb, tiny] = await Promise.all([
      upright
        .clone()
        .resize(DISPLAY_MAX_PX, DISPLAY_MAX_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      upright
        .clone()
        .resize(THUMB_PX, THUMB_PX, { fit: "cover", position: sharp.strategy.attention })
        .webp({ quality: 80 })
        .toBuffer(),
      upright.clone().resize(BLUR_SOURCE_PX, BLUR_SOURCE_PX, { fit: "cover" }).png().toBuffer(),
    ]);
    const blurred = await sharp(tiny)
      .resize(THUMB_PX, THUMB_PX, { kernel: "cubic" })
      .blur(12)
      .webp({ quality: 60 })
      .toBuffer();
    return { format, display, thumb, blurred };
  });
}

/**
 * One WebP of at most `maxPx` a side, checked and stripped exactly as a profile photo (for the
 * verification request's selfie and identity document, which must stay legible).
 */
export async function reencodePhoto(bytes: Buffer, maxPx: number): Promise<Buffer> {
  return decodeChecked(bytes, (upright) =>
    upright
      .resize(maxPx, maxPx, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  );
}

/**
 * Checks an upload by its bytes (size, real type, decodable within the pixel limit) and hands the
 * upright image to `encode`; any decoder failure is the member's unusable file, a 422.
 */
async function decodeChecked<T>(
  bytes: Buffer,
  encode: (upright: Sharp, format: PhotoFormat) => Promise<T>,
): Promise<T> {
  if (bytes.length === 0) throw new AppError("UNPROCESSABLE_CONTENT", PHOTO_REQUIRED);
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE);

  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? ACCEPTED.get(detected.mime as "image/png") : undefined;
  if (!format) throw new AppError("UNPROCESSABLE_CONTENT", PHOTO_INVALID_FORMAT);

  try {
    // failOn "error": a truncated or corrupt file is refused instead of half-decoded.
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", pages: 1 });
    const metadata = await source.metadata();
    // The header and the decoder must agree: a PNG signature in front of something else is refused.
    if (metadata.format !== format) throw new AppError("UNPROCESSABLE_CONTENT", PHOTO_INVALID_FORMAT);
    return await encode(source.rotate(), format);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Undecodable, truncated, or past the pixel limit: to the member it is not a usable image.
    throw new AppError("UNPROCESSABLE_CONTENT", PHOTO_INVALID_FORMAT);
  }
}
