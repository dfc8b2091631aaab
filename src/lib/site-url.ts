/**
 * The public address of the site, for canonical URLs, Open Graph, the sitemap and robots.txt.
 * Read from APP_URL (the same variable the server uses for mailed links, with the same fallback,
 * http://localhost:$PORT); the public pages are rendered at build time, so it is the value present
 * when `next build` runs, and `npm start` rebuilds when APP_URL or PORT differ from the build's.
 * A malformed APP_URL falls back too: env() refuses it when the server starts.
 */
function fallback(): string {
  const port = Number(process.env.PORT);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`;
}

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
  return new URL(fallback());
}

/** An absolute URL for a site path ("/about" -> "https://example.com/about"). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
