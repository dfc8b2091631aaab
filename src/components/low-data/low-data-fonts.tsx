import { lowDataRequest } from "@/lib/low-data-server";

/** The marker `globals.css` looks for: present, Urdu text uses the device's own fonts. */
export const LOW_DATA_META = "rishta-low-data";

/**
 * In low-data mode (this request's cookie or Save-Data), a `<meta>` that React hoists into the
 * document's head, so the stylesheet knows before any text is laid out and the browser never
 * downloads the Nastaliq web font (160 KB, more than half a low-data page's budget). Rendered by
 * the pages that are dynamic anyway (the member area, the listing, a shared profile); prerendered
 * pages cannot know the request and keep the web font.
 */
export async function LowDataFonts() {
  return (await lowDataRequest()) ? <meta name={LOW_DATA_META} content="on" /> : null;
}
