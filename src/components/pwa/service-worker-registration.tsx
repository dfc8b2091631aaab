"use client";

import { useEffect } from "react";

/**
 * Registers public/sw.js (installability, the offline page, cached public pages). Production builds
 * only: in development the worker would serve stale pages over hot reloads.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without the worker the site still works, only not offline.
    });
  }, []);
  return null;
}
