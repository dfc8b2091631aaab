import type { MetadataRoute } from "next";
import { publicRoutes } from "@/content/site";
import { absoluteUrl } from "@/lib/site-url";

/** Every public page (generated at build time, with the APP_URL of the build). */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
