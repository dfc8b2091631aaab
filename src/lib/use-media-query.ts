"use client";

import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches in this browser, kept up to date; false on the server and in
 * the first render of hydration (the server cannot know the screen), so only mount what the query
 * guards after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
