import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { LOCALE_COOKIE, LOCALE_QUERY, resolveLocale } from "@/i18n/locales";
import { readCookie } from "./auth/session";
import { logger } from "./logger";

/**
 * The security headers of every answer the node:http entry gives (decision 0016). Pages get a
 * Content-Security-Policy that lets only our own scripts run: the pages Next renders per request
 * by a fresh nonce, which Next reads from the request's `content-security-policy` header and
 * stamps on each of its scripts; the pages prerendered at build time, which are files and cannot
 * carry a per-request nonce, by the SHA-256 of each inline script in their built HTML. Everything
 * else (API answers, photos, build assets) is no document to run anything in, and says so.
 */

export type SecurityHeaderOptions = {
  /** The public address: HSTS and upgrade-insecure-requests only when it is https. */
  appUrl: string;
  /** Next's dev mode renders every page per request, and React's dev build needs eval. */
  dev: boolean;
  /** Next's build folder, whose prerendered pages are hashed; null in dev mode (no prerendering). */
  distDir: string | null;
  /**
   * Other origins a page's form may post to: the payment provider's hosted checkout, which the
   * subscription page's hidden form posts to (decision 0031). Our own origin is always allowed.
   */
  formActionOrigins?: readonly string[];
};

export type SecurityHeaders = {
  /**
   * Sets the headers on `res` before anything else answers the request, and, for a page Next
   * renders per request, the CSP request header that hands Next its nonce.
   */
  apply(req: IncomingMessage, res: ServerResponse, pathname: string): void;
};

/**
 * Features no page uses, refused to the page and anything it might embed. Only names Chromium
 * knows: an unknown one is logged as a console error on every page.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** JSON, photos and scripts are not documents: if one is opened as a page, it may load nothing. */
const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const https = options.appUrl.startsWith("https:");
  const common: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // frame-ancestors is the rule; this is for browsers too old to know it.
    ["X-Frame-Options", "DENY"],
  ];
  // Only over https: a browser refuses HSTS over plain http anyway, and a LAN test deployment
  // (APP_URL=http://192.168.…) must stay reachable.
  if (https) common.push(["Strict-Transport-Security", "max-age=31536000"]);

  const formActions = (options.formActionOrigins ?? [])
    .map((origin) => ` ${new URL(origin).origin}`)
    .join("");
  const pagePolicy = (scriptSources: readonly string[]) =>
    [
      "default-src 'self'",
      // 'self' for Next's own chunks, which its runtime also loads by adding script elements.
      // React's development build evaluates code for its error overlays and stack traces.
      `script-src 'self' ${scriptSources.join(" ")}${options.dev ? " 'unsafe-eval'" : ""}`.trimEnd(),
      // Style attributes (Radix positioning, the progress bar) and the toaster's injected style sheet.
      "style-src 'self' 'unsafe-inline'",
      // blob: for the photo preview before upload, data: for tiny inline images.
      "img-src 'self' blob: data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      `form-action 'self'${formActions}`,
      "frame-ancestors 'none'",
      ...(https ? ["upgrade-insecure-requests"] : []),
    ].join("; ");

  const staticPolicies = new Map<string, string>();
  let fallbackHashes: string[] = [];
  if (options.distDir) {
    const pages = prerenderedPageScripts(options.distDir);
    for (const [pathname, hashes] of pages) staticPolicies.set(pathname, pagePolicy(hashes));
    // A path no route matches is answered with the prerendered not-found page (and an error the
    // root layout cannot show, possibly with the global error page): files whose scripts carry no
    // nonce, whatever the request said.
    fallbackHashes = [
      ...new Set([...(pages.get("/_not-found") ?? []), ...(pages.get("/_global-error") ?? [])]),
    ];
  }

  const setAll = (res: ServerResponse, policy: string) => {
    for (const [name, value] of common) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", policy);
  };

  return {
    apply(req, res, pathname) {
      if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/_next/static/")) {
        return setAll(res, LOCKED_POLICY);
      }
      const method = req.method ?? "GET";
      // Other methods skip the prerendered file (Next renders a server action or a form post).
      const prerendered =
        method === "GET" || method === "HEAD"
          ? (staticPolicies.get(localizedPath(req, decoded(pathname))) ??
            staticPolicies.get(decoded(pathname)))
          : undefined;
      if (prerendered) return setAll(res, prerendered);
      const nonce = randomBytes(16).toString("base64");
      const policy = pagePolicy([`'nonce-${nonce}'`, ...fallbackHashes]);
      req.headers["content-security-policy"] = policy;
      setAll(res, policy);
    },
  };
}

/**
 * The prerendered file Next will answer with: the proxy (src/proxy.ts) rewrites /about to /ur/about
 * or /en/about by the same rule, so the hashes are those of that language's file.
 */
function localizedPath(req: IncomingMessage, pathname: string): string {
  const query = new URL(req.url ?? "/", "http://page.local").searchParams.get(LOCALE_QUERY);
  const { locale } = resolveLocale({
    query,
    cookie: readCookie(req.headers.cookie, LOCALE_COOKIE),
    acceptLanguage: req.headers["accept-language"],
  });
  return `/${locale}${pathname === "/" ? "" : pathname}`;
}

/** Next matches routes on the decoded path: /ab%6Fut is /about. */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

type PrerenderManifest = { routes?: Record<string, { initialRevalidateSeconds?: number | false }> };

/**
 * The CSP sources ('sha256-…') of the inline scripts of every page `next build` prerendered, by
 * path. A page regenerated at run time (revalidate) would change its scripts and is left out, so it
 * falls back to a nonce; none of ours is.
 */
export function prerenderedPageScripts(distDir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const manifestFile = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifestFile)) {
    logger.warn("no prerender manifest: prerendered pages' scripts will be refused by the CSP", { distDir });
    return pages;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  for (const [route, entry] of Object.entries(manifest.routes ?? {})) {
    if (entry.initialRevalidateSeconds) continue;
    const file = path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
    if (!existsSync(file)) continue;
    pages.set(route, inlineScriptHashes(readFileSync(file, "utf8")));
  }
  return pages;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * The hash sources of the inline scripts the browser would run. A script with a type that is not
 * JavaScript (JSON-LD) is a data block the browser never runs, which the CSP leaves alone.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
