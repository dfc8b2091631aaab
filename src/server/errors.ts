import { TRPCError } from "@trpc/server";
import { MAX_BATCH_CALLS } from "@/lib/trpc-batch";

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS"
  /** A peer the service depends on (the payment provider) failed to answer as it should. */
  | "BAD_GATEWAY"
  /** The database is away for now (restarting, failing over): try again after `Retry-After`. */
  | "SERVICE_UNAVAILABLE";

/**
 * The one error the domain throws. Its message is the human text the member sees (the spec's
 * words where it has them); `fields` carries per-field messages of a validation failure.
 */
export class AppError extends TRPCError {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  /** A refused rate limit: its size, for the RateLimit-* answer headers (rest-io.ts). */
  readonly rateLimit?: RateLimitState;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number; rateLimit?: RateLimitState } = {},
  ) {
    super({ code, message });
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.rateLimit = options.rateLimit;
  }
}

/**
 * A rate limit as the IETF draft's headers say it (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Limit`, `RateLimit-Remaining`, and `RateLimit-Reset` in seconds from now.
 */
export type RateLimitState = { limit: number; remaining: number; resetSeconds: number };

export const GENERIC_ERROR = "Something went wrong";
export const SERVICE_UNAVAILABLE = "Rishta is briefly unavailable. Please try again in a few seconds.";
/** How long a 503 asks the client to wait: about as long as a database restart takes. */
export const UNAVAILABLE_RETRY_SECONDS = 5;
export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const NOT_ALLOWED = "You are not allowed to do that.";

export const BODY_TOO_LARGE = "Request body is too large.";

/** A request body read past its limit; the reader stopped there. */
export class BodyTooLarge extends Error {
  constructor() {
    super(BODY_TOO_LARGE);
  }
}

/** What the member reads for an error tRPC itself raised (an unreadable body, an unknown procedure). */
export const UNREADABLE_REQUEST = "The request could not be read. Please send it as the API describes.";

/** A request that would change something, sent from another site's page (decision 0016). */
export const CROSS_SITE_REFUSED =
  "This request came from another website, so it was refused. Please use Rishta's own pages.";

/** An API token sent to tRPC, which takes sessions only (decision 0019). */
export const TOKEN_NOT_FOR_TRPC =
  "API tokens work on the REST paths (/api/...) only, not on /api/trpc. Call the REST path instead.";

/** tRPC's own text when a batch has more calls than its maxBatchSize (a test holds it to tRPC's). */
export const TRPC_BATCH_TOO_LARGE = "Batch call exceeds maximum size";

export const BATCH_TOO_LARGE = `Too many calls in one batch: send at most ${MAX_BATCH_CALLS} calls a request.`;
