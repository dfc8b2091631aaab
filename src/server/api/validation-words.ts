import type { z } from "zod";

/**
 * The words of a validation failure no schema has words for: plain, naming the field, never the
 * validation library's own ("Invalid input: expected object, received undefined", "Invalid option:
 * expected one of ..."), which describe the parser rather than the request (issue 15).
 *
 * Only a fallback: every field a client can send has its own message (spec §5's, verbatim, or
 * ours), which zod always uses first; tests/unit/validation-words.test.ts holds every REST row's
 * input to that. This catches what a new field forgets. trpc.ts installs it for the server with
 * `z.config({ customError })`; the browser's forms never need it.
 */

/** What a value of each kind is called, for "must be ..." sentences. */
const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
  null: "null",
};

type RawIssue = z.core.$ZodRawIssue;

function fieldOf(issue: RawIssue): string {
  const path = issue.path ?? [];
  return path.length > 0 ? path.map(String).join(".") : "The input";
}

function bound(issue: RawIssue & { origin?: string }, limit: number | bigint | Date, side: "most" | "least") {
  const field = fieldOf(issue);
  switch (issue.origin) {
    case "string":
      return `${field} must be at ${side} ${limit} characters long.`;
    case "array":
    case "set":
      return `${field} must have at ${side} ${limit} items.`;
    case "number":
    case "int":
    case "bigint":
      return `${field} must be at ${side} ${limit}.`;
    default:
      return `Please check ${field}.`;
  }
}

/** A sentence for any issue zod would otherwise word itself. */
export function plainValidationMessage(issue: RawIssue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${field} is required.`;
      return `${field} must be ${KINDS[issue.expected] ?? "a valid value"}.`;
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
    case "too_big":
      return bound(issue, issue.maximum, "most");
    case "too_small":
      return bound(issue, issue.minimum, "least");
    case "invalid_format":
      return `${field} is not in the right format.`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}.`;
    default:
      return `Please check ${field}.`;
  }
}
