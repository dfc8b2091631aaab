"use client";

import { useEffect, useState } from "react";
import { type ConnectionHints, isLowData, LOW_DATA_COOKIE, lowDataChoiceOf } from "./low-data";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The low-data cookie as this browser holds it (`document.cookie`). */
function cookieChoice() {
  const entry = document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOW_DATA_COOKIE}=`));
  return lowDataChoiceOf(entry ? decodeURIComponent(entry.slice(LOW_DATA_COOKIE.length + 1)) : null);
}

function connectionHints(): ConnectionHints {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return { saveData: connection?.saveData ?? null, effectiveType: connection?.effectiveType ?? null };
}

/** Low-data mode in this browser now: the cookie's choice, else Save-Data or a 2G connection. */
export function lowDataInBrowser(): boolean {
  return isLowData(cookieChoice(), connectionHints());
}

/**
 * Low-data mode for a client component (photos on tap, no autoplay). `initial` is the server's
 * answer for this request (cookie and Save-Data header), so the first render matches the HTML; after
 * mounting it also heeds what only the browser knows (a 2G connection) and follows connection
 * changes. Without `initial` it starts off (nothing is hidden on the server's render).
 */
export function useLowData(initial = false): boolean {
  const [low, setLow] = useState(initial);
  useEffect(() => {
    const update = () => setLow(initial || lowDataInBrowser());
    update();
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
    connection?.addEventListener?.("change", update);
    return () => connection?.removeEventListener?.("change", update);
  }, [initial]);
  return low;
}
