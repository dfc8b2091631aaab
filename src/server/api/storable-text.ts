import { AppError } from "../errors";

export const UNSTORABLE_TEXT =
  "Text may not contain a NUL character or a broken Unicode character (a lone surrogate).";
export const RESERVED_KEY =
  "Names such as __proto__, constructor and prototype cannot be used as field names.";
export const NESTED_TOO_DEEPLY = "The input is nested too deeply.";

/**
 * Deeper than any input a procedure takes. Input nested past it is refused rather than left
 * unchecked: a profile draft (free-form JSON) that deep once carried a NUL past the check into
 * jsonb, which failed as a 500.
 */
const MAX_DEPTH = 32;

/**
 * superjson, tRPC's transformer, refuses to write an object with one of these keys (a prototype
 * pollution guard), so an answer carrying one (a saved draft, a refusal naming the field) failed as
 * a 500 over tRPC. No form sends them.
 */
const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Refuses input that could not be stored or sent back, for every procedure of both adapters, with
 * 422 and the field it was found in: PostgreSQL cannot store U+0000 in text, and refuses it and lone
 * surrogates in jsonb (in plain text columns a lone surrogate was silently replaced); superjson
 * cannot carry the reserved keys; nothing deeper than MAX_DEPTH is walked. A reserved key is
 * reported on the object that holds it, never as a field name of its own.
 */
export function refuseUnstorableInput(input: unknown): void {
  const found = findProblem(input, [], 0);
  if (found === null) return;
  const field = found.path.join(".") || "_";
  throw new AppError("UNPROCESSABLE_CONTENT", found.message, { fields: { [field]: found.message } });
}

function storable(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

type Problem = { path: string[]; message: string };

function findProblem(value: unknown, path: string[], depth: number): Problem | null {
  if (typeof value === "string") return storable(value) ? null : { path, message: UNSTORABLE_TEXT };
  if (value === null || typeof value !== "object") return null;
  // Uploaded bytes (multipart files) are not text.
  if (ArrayBuffer.isView(value)) return null;
  if (depth >= MAX_DEPTH) return { path, message: NESTED_TOO_DEEPLY };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === "string" && RESERVED_KEYS.has(key)) return { path, message: RESERVED_KEY };
    const here = [...path, String(key)];
    if (typeof key === "string" && !storable(key)) return { path: here, message: UNSTORABLE_TEXT };
    const found = findProblem(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}
