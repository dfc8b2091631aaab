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
