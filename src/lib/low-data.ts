/**
 * Low-data mode: listing photos load only when tapped, thumbnails are the smallest variant, no
 * carousel autoplay. Automatic when the browser sends Save-Data or reports a 2G connection; the
 * member's switch in Settings overrides that either way and is remembered in this cookie.
 */
export const LOW_DATA_COOKIE = "rishta_low_data";
export type LowDataChoice = "on" | "off" | "auto";

export function lowDataChoiceOf(cookie: string | null | undefined): LowDataChoice {
  return cookie === "on" || cookie === "off" ? cookie : "auto";
}

/** What the browser says about its connection (the `Save-Data` header, `navigator.connection`). */
export type ConnectionHints = {
  saveData?: boolean | null;
  /** `navigator.connection.effectiveType`: 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string | null;
};

/** The connections slow enough to switch low-data mode on by themselves. */
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

/** The `Save-Data` request header says on ('on', case-insensitive, as Chromium sends it). */
export function saveDataHeaderOn(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === "on";
}

/** Low-data mode or not: the member's choice when made, else what the browser says. */
export function isLowData(choice: LowDataChoice, hints: ConnectionHints = {}): boolean {
  if (choice !== "auto") return choice === "on";
  return hints.saveData === true || SLOW_CONNECTIONS.has(hints.effectiveType ?? "");
}
