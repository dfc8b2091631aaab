import { isNetworkError, notifyOffline } from "@/lib/client-errors";

/**
 * Spec §8's network notice for any request of any page (decision 0026): whoever sees a request
 * fail calls this with the error; when it failed because the browser is offline (or the network
 * is away), the notice shows, at most once per 30 seconds however many requests fail. Answers
 * whether it was a network failure, so the caller can skip what only makes sense online (a
 * router.refresh(), which offline becomes a full page load and the browser's own error page).
 */
export function reportNetworkFailure(error: unknown): boolean {
  if (!isNetworkError(error)) return false;
  notifyOffline();
  return true;
}

/**
 * `fetch` that reports a network failure before passing it on: for the tRPC links and any form
 * that posts with fetch. Looks the global fetch up at each call, so tests may replace it.
 */
export const fetchReportingOffline: typeof fetch = async (input, init) => {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    // An abort is the caller's own doing, not the network's.
    if (!(error instanceof DOMException && error.name === "AbortError")) reportNetworkFailure(error);
    throw error;
  }
};
