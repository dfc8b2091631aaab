import type { MetadataRoute } from "next";
import { languageUrl } from "@/components/site/page-metadata";
import { publicRoutes } from "@/content/site";
import { absoluteUrl } from "@/lib/site-url";

/**
 * Every public page (generated at build time, with the APP_URL of the build), each with its English
 * and Urdu addresses (`?lang=`) and the plain one as x-default, as the pages' hreflang links say.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
    alternates: {
      languages: {
        en: absoluteUrl(languageUrl(route.path, "en")),
        ur: absoluteUrl(languageUrl(route.path, "ur")),
        "x-default": absoluteUrl(route.path),
      },
    },
  }));
}
