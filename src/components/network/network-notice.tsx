"use client";

import { useEffect } from "react";
import { notifyOffline } from "@/lib/client-errors";

/** A click that would make Next load another page of this site (not a new tab, not a download). */
function internalNavigationTarget(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.hasAttribute("download") || (target.target && target.target !== "_self")) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within this page needs no network.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
    return null;
  return target;
}

/**
 * Mounted once with the toaster (decision 0026). Shows spec §8's network notice when the browser
 * goes offline, and keeps a page change made offline from happening: Next would fail to fetch the
 * next page and fall back to a full load, which replaces this page with the browser's own error
 * page. The click is stopped before Next's Link sees it, the notice shows, and the page stays; the
 * same click works once the network is back. Requests that fail are reported where they are made
 * (reportNetworkFailure).
 */
export function NetworkNotice() {
  useEffect(() => {
    const onOffline = () => notifyOffline();
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || !internalNavigationTarget(event)) return;
      event.preventDefault();
      event.stopPropagation();
      notifyOffline();
    };
    const onSubmit = (event: SubmitEvent) => {
      // A form without a script handler posts as a page load: offline, the same error page.
      if (navigator.onLine || event.defaultPrevented) return;
      event.preventDefault();
      notifyOffline();
    };
    window.addEventListener("offline", onOffline);
    // Capture: before React (and Next's Link) handle the click.
    window.addEventListener("click", onClick, true);
    // Bubble: after React's handlers, which prevent the default of every form they submit by fetch.
    window.addEventListener("submit", onSubmit);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit);
    };
  }, []);
  return null;
}
