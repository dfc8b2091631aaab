/*
 * Rishta's service worker (registered by src/components/pwa/service-worker-registration.tsx in
 * production builds only).
 *
 * - Precaches the app shell: the offline page in both languages, the CSS/JS it loads, the icons.
 * - Serves the public pages (an allowlist: static pages the same for every visitor)
 *   stale-while-revalidate, keyed on the URL AND the language, so a language switch never shows a
 *   cached page in the other language.
 * - Never caches /api/* (personal data, photos meant for one viewer), /dashboard, auth pages, the
 *   image optimizer, React Server Component payloads or any page not on the allowlist.
 * - A navigation the network cannot answer (and the cache does not hold) gets the offline page.
 *
 * `routeOf` and `languageOf` are pure: tests/unit/pwa-sw-rules.test.ts runs them in node:vm.
 */

const VERSION = "v1";
const SHELL_CACHE = `rishta-shell-${VERSION}`;
const PAGE_CACHE = `rishta-pages-${VERSION}`;
const ASSET_CACHE = `rishta-assets-${VERSION}`;
const CACHES = [SHELL_CACHE, PAGE_CACHE, ASSET_CACHE];

const LANGUAGES = ["en", "ur"];
const LANGUAGE_COOKIE = "rishta_lang";
const OFFLINE_PATH = "/offline";
const ICONS = [
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-192.png",
  "/icons/maskable-512.png",
];

/** Public pages that are identical for every visitor (prerendered): safe to keep and show offline. */
const PUBLIC_PAGES = new Set([
  "/",
  "/about",
  "/contact",
  "/disclaimer",
  "/faq",
  "/picture-policy",
  "/privacy-policy",
  "/refund-policy",
  "/report-mis-use",
  "/safety-tips",
  "/second-marriage",
  "/terms-and-conditions",
  OFFLINE_PATH,
]);

/**
 * What the worker does with a request: "page" (stale-while-revalidate by language), "asset"
 * (cache first: Next's content-hashed build files and our icons), "navigation" (network, offline
 * page on failure, nothing stored) or "network" (left alone: the browser's own handling).
 *
 * @param {{ url: string, method: string, mode: string, headers?: Record<string, string | null> }} request
 * @param {string} origin the worker's origin
 */
function routeOf(request, origin) {
  const url = new URL(request.url);
  const header = (name) => (request.headers ? (request.headers[name] ?? null) : null);
  if (request.method !== "GET" || url.origin !== origin) return "network";
  const path = url.pathname;
  // API answers hold personal data and one viewer's photos: never stored, never answered from a cache.
  if (path === "/api" || path.startsWith("/api/")) return "network";
  // The image optimizer may proxy a member's photo.
  if (path.startsWith("/_next/image")) return "network";
  if (path.startsWith("/_next/static/") || path.startsWith("/icons/")) return "asset";
  // React Server Component payloads (client navigation, prefetch, refresh) may be personal.
  if (url.searchParams.has("_rsc") || header("rsc") || header("next-router-prefetch")) return "network";
  if (request.mode !== "navigate") return "network";
  const rest = [...url.searchParams.keys()].filter((key) => key !== "lang");
  if (PUBLIC_PAGES.has(path.length > 1 ? path.replace(/\/$/, "") : path) && rest.length === 0) return "page";
  return "navigation";
}

/**
 * The language a navigation will be answered in, the way src/proxy.ts decides it: `?lang=`, then
 * the remembered cookie, then the browser's languages, then English.
 *
 * @param {string} url
 * @param {string | null | undefined} cookie the rishta_lang cookie's value
 * @param {readonly string[]} browserLanguages navigator.languages
 */
function languageOf(url, cookie, browserLanguages) {
  const query = (new URL(url).searchParams.get("lang") ?? "").trim().toLowerCase();
  if (LANGUAGES.includes(query)) return query;
  if (cookie && LANGUAGES.includes(cookie)) return cookie;
  for (const tag of browserLanguages ?? []) {
    const language = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(language)) return language;
  }
  return "en";
}

/** The cache key of a page in one language: its path with the language, no other query. */
function pageKey(url, language) {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}?sw-lang=${language}`;
}

/** Whether a page answer may be stored: ours, complete, and not marked private by the server. */
function storable(response) {
  if (!response?.ok || response.type !== "basic" || response.redirected) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  return !/\b(no-store|private)\b/.test(cacheControl);
}

// Everything below runs only in a worker (node:vm runs the pure functions above without it).
if (typeof ServiceWorkerGlobalScope !== "undefined" && self instanceof ServiceWorkerGlobalScope) {
  self.addEventListener("install", (event) => {
    event.waitUntil(precacheShell().then(() => self.skipWaiting()));
  });

  self.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith("rishta-") && !CACHES.includes(name)) await caches.delete(name);
        }
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener("fetch", (event) => {
    const { request } = event;
    const route = routeOf(
      {
        url: request.url,
        method: request.method,
        mode: request.mode,
        headers: {
          rsc: request.headers.get("rsc"),
          "next-router-prefetch": request.headers.get("next-router-prefetch"),
        },
      },
      self.location.origin,
    );
    if (route === "network") return;
    if (route === "asset") event.respondWith(cacheFirst(request));
    else if (route === "page") event.respondWith(staleWhileRevalidate(event));
    else event.respondWith(networkOrOffline(request));
  });
}

/** The offline page in both languages, with the build files it loads, and the icons. */
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const assets = new Set(ICONS);
  for (const language of LANGUAGES) {
    // credentials "omit": the ?lang= answer's cookie must not switch the visitor's language.
    const response = await fetch(`${OFFLINE_PATH}?lang=${language}`, {
      credentials: "omit",
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`offline page (${language}): HTTP ${response.status}`);
    const html = await response.clone().text();
    for (const [, src] of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) assets.add(src);
    await cache.put(offlineKey(language), response);
  }
  const assetCache = await caches.open(ASSET_CACHE);
  await Promise.all(
    [...assets].map(async (asset) => {
      const response = await fetch(asset, { credentials: "same-origin" });
      if (response.ok) await assetCache.put(asset, response);
    }),
  );
}

function offlineKey(language) {
  return `${self.location.origin}${OFFLINE_PATH}?sw-offline=${language}`;
}

async function currentLanguage(url) {
  let cookie = null;
  try {
    cookie = (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
  } catch {
    cookie = null;
  }
  return languageOf(url, cookie, self.navigator?.languages ?? []);
}

async function offlinePage(url) {
  const language = await currentLanguage(url);
  const cache = await caches.open(SHELL_CACHE);
  return (
    (await cache.match(offlineKey(language))) ??
    (await cache.match(offlineKey("en"))) ??
    new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(request.url);
  }
}

async function staleWhileRevalidate(event) {
  const { request } = event;
  const cache = await caches.open(PAGE_CACHE);
  const expected = await currentLanguage(request.url);
  const cached = await cache.match(pageKey(request.url, expected), { ignoreVary: true });
  const refresh = fetch(request).then(async (response) => {
    if (storable(response)) {
      // Stored under the language the server actually answered in.
      const language = response.headers.get("content-language");
      if (LANGUAGES.includes(language)) await cache.put(pageKey(request.url, language), response.clone());
    }
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  try {
    return await refresh;
  } catch {
    return offlinePage(request.url);
  }
}
