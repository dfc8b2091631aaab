import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorMessage, fieldErrorsOf } from "@/lib/client-errors";

/**
 * Puts the server's per-field messages (`error.data.fields`) under the form's own fields and
 * answers the message for the form's error box, or null when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const serverFields = fieldErrorsOf(error);
  let placed = 0;
  let unplaced = false;
  for (const [key, message] of Object.entries(serverFields)) {
    const field = fields.find((name) => name === key);
    if (field) {
      setError(field, { type: "server", message }, { shouldFocus: placed === 0 });
      placed++;
    } else {
      unplaced = true;
    }
  }
  return placed > 0 && !unplaced ? null : errorMessage(error);
}
