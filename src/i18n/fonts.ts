import localFont from "next/font/local";

/**
 * Noto Nastaliq Urdu (SIL OFL), from the npm registry and served by us. Not preloaded: English
 * pages never download it, and Urdu text shows in the fallback font until it arrives.
 */
export const urduFont = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-urdu",
  display: "swap",
  preload: false,
});
