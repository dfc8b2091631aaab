"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Reloads the server page every few seconds while `active` (a broadcast still being delivered). */
export function RefreshWhile({ active, everyMs = 2_000 }: { active: boolean; everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, router]);
  return null;
}
