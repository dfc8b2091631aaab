"use client";

import { usePathname } from "next/navigation";

/**
 * The page's path as the visitor sees it. Next's own `usePathname()` can answer the proxy's internal
 * path (`/ur/about`) on prerendered pages, whose payload was built for the `[locale]` route.
 */
export function usePagePathname(): string {
  return withoutLocale(usePathname() ?? "/");
}

export function withoutLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/(en|ur)(?=\/|$)/, "");
  return stripped === "" ? "/" : stripped;
}
