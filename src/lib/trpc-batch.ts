/**
 * The most calls one tRPC batch may carry. The server refuses a larger batch (each call can be a
 * whole search, so an unbounded batch is an unbounded amount of work for one request), and the
 * browser's batch link splits its queries so it never sends one. Client-safe: no imports.
 */
export const MAX_BATCH_CALLS = 10;
