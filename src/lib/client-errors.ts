import { TRPCClientError } from "@trpc/client";
import { toast } from "sonner";
import { localizeMessage } from "@/i18n/localize-message";
import type { AppRouter } from "@/server/api/root";

import {
  GENERIC_ERROR,
  NETWORK_MESSAGES,
  OFFLINE_MESSAGE,
  OFFLINE_NOTICE_INTERVAL_MS,
  QUERY_FAILED,
} from "./error-messages";

export { GENERIC_ERROR, OFFLINE_MESSAGE, OFFLINE_NOTICE_INTERVAL_MS, QUERY_FAILED };

/**
 * Per query or mutation: `errorToast: false` for callers that show the error themselves (forms with
 * an error box), so nothing is said twice.
 */
export type ErrorMeta = { errorToast?: boolean } & Record<string, unknown>;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

export type AppClientError = TRPCClientError<AppRouter>;

export function isAppClientError(error: unknown): error is AppClientError {
  return error instanceof TRPCClientError;
}

/** Whether the request never reached the server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    // A server answer, even an error, proves the network works.
    if (isAppClientError(current) && current.shape) return false;
    const message = current.message.toLowerCase();
    if (current instanceof TypeError && NETWORK_MESSAGES.some((text) => message.includes(text))) return true;
    if (NETWORK_MESSAGES.some((text) => message === text || message === `typeerror: ${text}`)) return true;
    current = current.cause;
  }
  return false;
}

/** The text to show for a failed request: the server's own words, or the given fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (isNetworkError(error)) return localizeMessage(OFFLINE_MESSAGE);
  // Only a tRPC error shape is the server speaking; any other message (a proxy's HTML, a parse
  // failure) describes internals and is replaced by the fallback.
  if (isAppClientError(error) && error.shape && error.message) return localizeMessage(error.message);
  return localizeMessage(fallback);
}

/** Per-field messages the server attached to a validation or conflict error (`{ email: "…" }`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isAppClientError(error)) return {};
  return error.data?.fields ?? {};
}

/** A tRPC failure as applyServerErrors takes it. */
export function serverErrorOf(error: unknown): { fields: Record<string, string>; message: string } {
  return { fields: fieldErrorsOf(error), message: errorMessage(error) };
}

let lastOfflineNoticeAt = Number.NEGATIVE_INFINITY;

/** Shows the offline notice, at most once per 30 seconds; answers whether it was shown. */
export function notifyOffline(now: number = Date.now()): boolean {
  if (now - lastOfflineNoticeAt < OFFLINE_NOTICE_INTERVAL_MS) return false;
  lastOfflineNoticeAt = now;
  toast.error(localizeMessage(OFFLINE_MESSAGE), { id: "offline" });
  return true;
}

/** Toasts a failed request the spec's way: offline notice (throttled), else the server's text. */
export function notifyError(error: unknown, fallback: string = GENERIC_ERROR): void {
  if (isNetworkError(error)) {
    notifyOffline();
    return;
  }
  toast.error(errorMessage(error, fallback));
}

/** Queries retry once, but never a refusal the server meant (4xx): asking again changes nothing. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = isAppClientError(error) ? error.data?.httpStatus : undefined;
  return status === undefined || status >= 500;
}

/** QueryCache / MutationCache `onError`: toast unless the caller said it shows errors itself. */
export function handleQueryError(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.errorToast === false) return;
  notifyError(error, QUERY_FAILED);
}

export function handleMutationError(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.errorToast === false) return;
  notifyError(error, GENERIC_ERROR);
}
