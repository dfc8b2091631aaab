/**
 * The public address of the site, for canonical URLs, Open Graph, the sitemap and robots.txt.
 * Read from APP_URL (the same variable the server uses for mailed links); the public pages are
 * rendered at build time, so it is the value present when `next build` runs.
 */
const FALLBACK = "http://localhost:3000";

export function siteUrl(): URL {
  const raw = process.env.APP_URL?.trim();
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === "http:" || url.protocol === "https:") return url;
    } catch {
      // A malformed value falls back to the local address rather than breaking the build.
    }
  }
  return new URL(FALLBACK);
}

/** An absolute URL for a site path ("/about" -> "https://example.com/about"). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
