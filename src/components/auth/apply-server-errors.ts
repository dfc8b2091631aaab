import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's per-field messages under the form's own fields and answers the message for
 * the form's error box, or null when every message found its field. Transport-neutral: the
 * tRPC forms pass `fieldErrorsOf(error)` and `errorMessage(error)`, the REST forms a RestError's.
 */
export function applyServerErrors<T extends FieldValues>(
  server: { fields: Record<string, string>; message: string },
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  let placed = 0;
  let unplaced = false;
  for (const [key, message] of Object.entries(server.fields)) {
    const field = fields.find((name) => name === key);
    if (field) {
      setError(field, { type: "server", message }, { shouldFocus: placed === 0 });
      placed++;
    } else {
      unplaced = true;
    }
  }
  return placed > 0 && !unplaced ? null : server.message;
}
