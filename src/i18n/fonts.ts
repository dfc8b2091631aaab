import localFont from "next/font/local";

/**
 * Noto Nastaliq Urdu (SIL OFL), from the npm registry and served by us. Not preloaded: English
 * pages never download it, and Urdu text shows in the fallback font until it arrives. One weight
 * only: each is about 155 KB, and the bold one doubled an Urdu first visit for headings alone; the
 * browser thickens the regular face for bold text (decision 0039).
 */
export const urduFont = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2",
      weight: "400",
    },
  ],
  variable: "--font-urdu",
  display: "swap",
  preload: false,
});
