import superjson from "superjson";
import type { RawAnswer } from "./http";

/**
 * What every answer must look like, whatever was sent (DESIGN.md §3 "Responses"): never a 5xx;
 * a success is 200; a REST failure is JSON `{error, code, fields?}` with a 4xx status; a tRPC
 * failure is tRPC's error shape (`message`, `code`, `data.code`, `data.httpStatus`, optional
 * `data.fields`). Each check returns what is wrong, or null.
 */

/** Internals that must never reach a client: stack frames, SQL, driver and file names. */
const LEAKS =
  /\bat\s+\S+\s+\(|\.ts:\d+|\bfrom\s+"|\binsert\s+into\b|pglite|postgres|drizzle|node_modules|Error:/i;

function jsonOf(answer: RawAnswer): { value?: unknown; problem?: string } {
  const type = answer.headers["content-type"] ?? "";
  if (!type.startsWith("application/json")) return { problem: `content-type "${type}"` };
  try {
    return { value: JSON.parse(answer.body.toString("utf8")) };
  } catch {
    return { problem: "a body that is not JSON" };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function fieldsProblem(fields: unknown): string | null {
  if (fields === undefined) return null;
  if (!isRecord(fields)) return "fields that are not an object";
  for (const [key, message] of Object.entries(fields)) {
    if (typeof message !== "string" || message === "") return `field ${key} without a message`;
  }
  return null;
}

function statusProblem(status: number): string | null {
  if (status >= 500) return `status ${status}`;
  if (status !== 200 && (status < 400 || status >= 500)) return `status ${status}, neither 200 nor 4xx`;
  return null;
}

/** A REST row's (or a raw route's JSON) answer. */
export function restProblem(answer: RawAnswer, method: string): string | null {
  const status = statusProblem(answer.status);
  if (status) return status;
  // A HEAD answer has no body; the photo route answers bytes.
  if (method === "HEAD") return null;
  if (answer.status === 200 && answer.headers["content-type"] === "image/webp") return null;
  const { value, problem } = jsonOf(answer);
  if (problem) return problem;
  if (!isRecord(value)) return "a body that is not an object";
  if (answer.status === 200) {
    const extra = Object.keys(value).filter((key) => key !== "message" && key !== "data");
    if (extra.length) return `success keys ${extra.join(", ")}`;
    if ("message" in value && typeof value.message !== "string") return "a success message that is not text";
    return null;
  }
  const extra = Object.keys(value).filter((key) => !["error", "code", "fields"].includes(key));
  if (extra.length) return `error keys ${extra.join(", ")}`;
  if (typeof value.error !== "string" || value.error === "") return "no error text";
  if (typeof value.code !== "string" || !/^[A-Z_]+$/.test(value.code)) return `code ${String(value.code)}`;
  if (LEAKS.test(value.error)) return `internals in "${value.error}"`;
  return fieldsProblem(value.fields);
}

/** A tRPC answer (one procedure, not batched). */
export function trpcProblem(answer: RawAnswer): string | null {
  const status = statusProblem(answer.status);
  if (status) return status;
  const { value, problem } = jsonOf(answer);
  if (problem) return problem;
  if (!isRecord(value)) return "a body that is not an object";
  try {
    if (answer.status === 200) {
      if (!isRecord(value.result) || !("data" in value.result)) return "a success without result.data";
      superjson.deserialize(value.result.data as Parameters<typeof superjson.deserialize>[0]);
      return null;
    }
    if (!isRecord(value.error)) return "a failure without tRPC's error";
    const error = superjson.deserialize(
      value.error as unknown as Parameters<typeof superjson.deserialize>[0],
    );
    if (!isRecord(error)) return "an error that is not an object";
    if (typeof error.message !== "string" || error.message === "") return "no error message";
    if (LEAKS.test(error.message)) return `internals in "${error.message}"`;
    if (typeof error.code !== "number") return "no JSON-RPC code";
    const data = error.data;
    if (!isRecord(data)) return "no error data";
    if (typeof data.code !== "string") return "no data.code";
    if (data.httpStatus !== answer.status)
      return `data.httpStatus ${String(data.httpStatus)} on a ${answer.status}`;
    if ("stack" in data) return "a stack";
    return fieldsProblem(data.fields);
  } catch (error) {
    return `an answer superjson cannot read: ${error instanceof Error ? error.message : String(error)}`;
  }
}
