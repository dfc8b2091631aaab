import { AppError } from "../errors";

export const UNSTORABLE_TEXT =
  "Text may not contain a NUL character or a broken Unicode character (a lone surrogate).";

/** Deeper than any input a procedure takes; a raw body nested past it is not walked further. */
const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store U+0000 in text, and refuses it and lone surrogates in jsonb, so a string
 * carrying one failed in the database as a 500 (or, in plain text columns, had its surrogate
 * silently replaced). Refused here, in keys and values, for every procedure of both adapters, with
 * the field it was found in.
 */
export function refuseUnstorableText(input: unknown): void {
  const path = findUnstorableText(input, [], 0);
  if (path === null) return;
  const field = path.join(".") || "_";
  throw new AppError("UNPROCESSABLE_CONTENT", UNSTORABLE_TEXT, { fields: { [field]: UNSTORABLE_TEXT } });
}

function storable(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

function findUnstorableText(value: unknown, path: string[], depth: number): string[] | null {
  if (typeof value === "string") return storable(value) ? null : path;
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return null;
  // Uploaded bytes (multipart files) are not text.
  if (ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const here = [...path, String(key)];
    if (typeof key === "string" && !storable(key)) return here;
    const found = findUnstorableText(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}
