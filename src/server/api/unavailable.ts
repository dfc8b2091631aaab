import { isDatabaseUnavailable } from "../db/client";
import { AppError, SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from "../errors";
import { logger } from "../logger";

/** While the database is away every request fails the same way: one log line every 5 s says so. */
const LOG_EVERY_MS = 5_000;
let lastLoggedAt = 0;
let unlogged = 0;

/**
 * A failure because the database is away (a restart, a failover) becomes a 503 with
 * `Retry-After`, which clients and load balancers know to retry, instead of a 500 that reads as a
 * bug (decision 0043). Any other error is returned as it came.
 */
export function unavailableInstead(error: unknown): unknown {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return error;
  const now = Date.now();
  if (now - lastLoggedAt >= LOG_EVERY_MS) {
    // The driver's own words (ECONNREFUSED, the server shutting down), not the query and its
    // parameters that Drizzle's wrapper would add.
    logger.warn("database unavailable: answering 503", { error: rootMessage(error), alsoSince: unlogged });
    lastLoggedAt = now;
    unlogged = 0;
  } else {
    unlogged++;
  }
  return new AppError("SERVICE_UNAVAILABLE", SERVICE_UNAVAILABLE, {
    retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
  });
}

function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return (current instanceof Error ? current.message : String(current)).slice(0, 300);
}
