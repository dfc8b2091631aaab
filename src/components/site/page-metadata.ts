import type { Metadata } from "next";
import { site } from "@/content/site";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about": its canonical URL and Open Graph url (resolved by metadataBase). */
  path: string;
  /** The home page's title stands alone; every other page gets " · Rishta" from the root template. */
  absoluteTitle?: boolean;
};

export const ogImage = {
  url: "/opengraph-image",
  type: "image/png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

/** Title, description, canonical URL, Open Graph and Twitter card for a public page. */
export function pageMetadata({ title, description, path, absoluteTitle = false }: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} · ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      type: "website",
      siteName: site.name,
      locale: "en_PK",
      images: [ogImage],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [ogImage.url] },
  };
}
