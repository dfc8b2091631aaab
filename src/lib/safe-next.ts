/**
 * The `?next=` target after sign-in: only a same-site relative path, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), so the sign-in page cannot be an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || typeof next !== "string") return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(next)) return fallback;
  try {
    const resolved = new URL(next, "http://same.site");
    if (resolved.origin !== "http://same.site") return fallback;
    if (resolved.pathname.startsWith("/auth/")) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
