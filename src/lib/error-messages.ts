/**
 * Spec §8's texts, with no dependencies: the public pages and the root error boundary import
 * them without pulling the tRPC client or the toaster into every page's JavaScript.
 */
export const GENERIC_ERROR = "Something went wrong";
export const QUERY_FAILED = "Failed to fetch data";
export const UNEXPECTED_ERROR = "An unexpected error occurred";
export const UNEXPECTED_ERROR_HINT = "Please try again. If it keeps happening, come back a little later.";
export const TRY_AGAIN = "Try again";
export const OFFLINE_MESSAGE = "No internet connection. Please check your network.";
export const OFFLINE_NOTICE_INTERVAL_MS = 30_000;

/** What browsers say when a request never reached the server (offline, DNS, connection refused). */
export const NETWORK_MESSAGES = [
  "failed to fetch",
  "fetch failed",
  "networkerror when attempting to fetch resource",
  "load failed",
  "network request failed",
  "the internet connection appears to be offline",
];
