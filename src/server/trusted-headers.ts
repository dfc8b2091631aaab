/**
 * Request headers the process entry (src/server/http.ts) sets for Next's pages after deleting any
 * copy the client sent: pages may trust them, as only the server can have written them.
 */

/** The /dashboard path being requested: the dashboard layout decides access by it. */
export const PATHNAME_HEADER = "x-rishta-pathname";

/** "1" when this request may read the dev mail outbox (src/server/dev/outbox.ts). */
export const OUTBOX_ACCESS_HEADER = "x-rishta-outbox-access";

/**
 * Next stamps the nonce it finds in either on its scripts (src/server/security-headers.ts sets the
 * first): a nonce of the client's choosing would not be secret.
 */
export const CSP_REQUEST_HEADERS = [
  "content-security-policy",
  "content-security-policy-report-only",
] as const;

export const TRUSTED_HEADERS = [PATHNAME_HEADER, OUTBOX_ACCESS_HEADER, ...CSP_REQUEST_HEADERS] as const;
