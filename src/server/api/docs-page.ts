import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { PlainRequest, PlainResponse } from "./rest-io";

/**
 * The API reference at /api/docs: Swagger UI (swagger-ui-dist, from the npm registry) rendering
 * /api/openapi.json, served by the app itself with no CDN (decision 0020). The page and its own
 * start-up script are ours; the renderer's script and style sheet are read from the package once
 * and answered compressed, with an ETag, from memory.
 */

/** The page's own policy: our scripts only; the renderer sets style attributes as it draws. */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const DOCS_PATH = "/api/docs";
const ASSETS = `${DOCS_PATH}/assets`;

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rishta API reference</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<link rel="stylesheet" href="${ASSETS}/docs.css">
</head>
<body>
<header class="docs-header">
<a href="/">Rishta</a>
<span>API reference · <a href="/api/openapi.json">OpenAPI document</a></span>
</header>
<main id="reference" aria-label="API reference"><noscript>This reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/docs.js"></script>
</body>
</html>
`;

/** Starts the renderer on the document; "Try it out" calls this same server. */
const START_SCRIPT = `window.addEventListener("DOMContentLoaded", function () {
  window.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    docExpansion: "none",
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    tryItOutEnabled: false,
    withCredentials: true,
  });
});
`;

/** Room on small screens, and the header's colours; logical properties so a mirrored page works. */
const PAGE_STYLE = `body { margin: 0; font-family: system-ui, sans-serif; }
.docs-header { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; justify-content: space-between; padding-block: 0.75rem; padding-inline: 1rem; background: #7f1d1d; color: #fff; }
.docs-header a { color: #fff; }
.docs-header > a { font-weight: 700; font-size: 1.25rem; text-decoration: none; }
.swagger-ui .wrapper { padding-inline: 0.75rem; }
`;

type Asset = { type: string; body: Buffer; gzipped: Buffer; etag: string };

const packageDir = () => path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

function asset(type: string, read: () => string | Buffer): () => Asset {
  let loaded: Asset | undefined;
  return () => {
    if (!loaded) {
      const raw = read();
      const body = typeof raw === "string" ? Buffer.from(raw) : raw;
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      loaded = { type, body, gzipped: gzipSync(body), etag };
    }
    return loaded;
  };
}

const JS = "text/javascript; charset=utf-8";
const CSS = "text/css; charset=utf-8";

const assets: Record<string, () => Asset> = {
  "swagger-ui-bundle.js": asset(JS, () => readFileSync(path.join(packageDir(), "swagger-ui-bundle.js"))),
  "swagger-ui.css": asset(CSS, () => readFileSync(path.join(packageDir(), "swagger-ui.css"))),
  "docs.js": asset(JS, () => START_SCRIPT),
  "docs.css": asset(CSS, () => PAGE_STYLE),
};

export const DOCS_ASSET_NAMES = Object.keys(assets);

const page = asset("text/html; charset=utf-8", () => PAGE);

export function serveDocsPage(request: PlainRequest): PlainResponse {
  const response = answer(request, page(), "no-cache");
  response.headers.set("Content-Security-Policy", DOCS_PAGE_POLICY);
  return response;
}

export function serveDocsAsset(request: PlainRequest, name: string): PlainResponse {
  const load = Object.hasOwn(assets, name) ? assets[name] : undefined;
  if (!load) {
    const headers = new Headers({
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    });
    return { status: 404, headers, body: JSON.stringify({ error: "Not found", code: "NOT_FOUND" }) };
  }
  // Revalidated by ETag rather than cached for long: the names carry no version.
  return answer(request, load(), "public, max-age=3600, must-revalidate");
}

function answer(request: PlainRequest, file: Asset, cacheControl: string): PlainResponse {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (request.header("if-none-match") === file.etag) return { status: 304, headers, body: "" };
  const gzip = /\bgzip\b/.test(request.header("accept-encoding") ?? "");
  if (gzip) headers.set("Content-Encoding", "gzip");
  const bytes = gzip ? file.gzipped : file.body;
  return { status: 200, headers, body: new Uint8Array(bytes) };
}
