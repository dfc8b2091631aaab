import type { MetadataRoute } from "next";
import { catalogs } from "@/i18n/catalog";

/**
 * The web app manifest (served at /manifest.webmanifest): installable from Chromium's menu, opening
 * on the member's dashboard. One file for both languages (the install prompt happens before a
 * language is known); the service name is the same word in both and the pages set their own
 * `lang`/`dir`. Icons are drawn from src/app/icon.svg by scripts/make-icons.ts.
 */
export default function manifest(): MetadataRoute.Manifest {
  const copy = catalogs.en.pwa.manifest;
  return {
    id: "/dashboard",
    name: copy.name,
    short_name: copy.shortName,
    description: copy.description,
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    lang: "en",
    dir: "auto",
    theme_color: "#9b1c3a",
    background_color: "#ffffff",
    categories: ["lifestyle", "social"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
