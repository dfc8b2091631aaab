import { TRPCError } from "@trpc/server";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS";

/**
 * The one error the domain throws. Its message is the human text the member sees (the spec's
 * words where it has them); `fields` carries per-field messages of a validation failure.
 */
export class AppError extends TRPCError {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super({ code, message });
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const GENERIC_ERROR = "Something went wrong";
export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const NOT_ALLOWED = "You are not allowed to do that.";
