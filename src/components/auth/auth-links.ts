import { safeNextPath } from "@/lib/safe-next";

/** An auth page's address carrying a safe `?next=` along (sign-in ↔ sign-up). */
export function withNext(path: string, next: string | null | undefined): string {
  const target = safeNextPath(next, "");
  return target ? `${path}?next=${encodeURIComponent(target)}` : path;
}
