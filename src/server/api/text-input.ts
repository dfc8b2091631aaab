import { AppError } from "../errors";

export const NUL_IN_TEXT = "Text may not contain the NUL character.";

/** Deeper than any input a procedure takes; a raw body nested past it is not walked further. */
const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store U+0000 in text, so a string carrying it would fail in the database as a
 * 500. Refused here, for every procedure of both adapters, with the field it was found in.
 */
export function refuseNulText(input: unknown): void {
  const path = findNulText(input, [], 0);
  if (path === null) return;
  const field = path.join(".") || "_";
  throw new AppError("UNPROCESSABLE_CONTENT", NUL_IN_TEXT, { fields: { [field]: NUL_IN_TEXT } });
}

function findNulText(value: unknown, path: string[], depth: number): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return null;
  // Uploaded bytes (multipart files) are not text.
  if (ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findNulText(item, [...path, String(key)], depth + 1);
    if (found) return found;
  }
  return null;
}
