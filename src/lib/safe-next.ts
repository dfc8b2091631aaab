/**
 * The `?next=` target after sign-in: only a same-site relative path, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), so the sign-in page cannot be an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/dashboard"): string {
  if (!next || typeof next !== "string") return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // Control characters and backslashes: browsers strip or reinterpret them in surprising ways.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char === "\\")) return fallback;
  try {
    const resolved = new URL(next, "http://same.site");
    if (resolved.origin !== "http://same.site") return fallback;
    // Dot segments can resolve to a protocol-relative path: "/..//evil.example" -> "//evil.example".
    if (resolved.pathname.startsWith("//")) return fallback;
    if (resolved.pathname.startsWith("/auth/")) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
