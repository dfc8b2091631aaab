import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, newMember, signUpByApi } from "./support";
import { useUrdu } from "./urdu";

const enOffline = (
  JSON.parse(readFileSync("src/i18n/messages/en/pwa.json", "utf8")) as { offline: Record<string, string> }
).offline;

/**
 * The installable app: the manifest, the service worker's registration and control, and what the
 * worker does with the network off (the offline page, cached public pages, never an API answer).
 */

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = Record<string, unknown> & { icons: ManifestIcon[] };

/** Loads a page and waits until the service worker has installed and controls it. */
async function controlledBy(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims its clients on activation; a reload is controlled in any case.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL any of the worker's caches holds. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function offline(context: BrowserContext, value: boolean) {
  await context.setOffline(value);
}

test.describe("installable app", () => {
  test("the manifest is linked, valid, and its icons load", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const response = await request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("manifest+json");
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "Rishta",
      short_name: "Rishta",
      start_url: "/dashboard",
      display: "standalone",
      theme_color: "#9b1c3a",
      background_color: "#ffffff",
    });
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => (icon.purpose ?? "any") === purpose).map((icon) => icon.sizes);
    expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(sizes("maskable").length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const body = await image.body();
      // PNG signature, and the IHDR width/height match the declared size.
      expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(body.readUInt32BE(16)).toBe(width);
      expect(body.readUInt32BE(20)).toBe(height);
    }
    // The theme colour the browser paints its bar with.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#9b1c3a");
  });

  test("Chromium's own installability check finds nothing wrong", async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // What Lighthouse's installable-manifest audit asked (Lighthouse 12 dropped the audit; the
    // browser's check is the same): the manifest's fields and icons, a controlling service worker
    // with a fetch handler, a secure origin (localhost counts). Not in an incognito profile (the
    // check refuses those), so in a profile of its own on disk.
    const profile = mkdtempSync(path.join(os.tmpdir(), "rishta-install-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await controlledBy(page, "/");
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await session.send("Page.getAppManifest");
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("the service worker registers, controls the page, and precaches the offline page", async ({
    page,
  }) => {
    await controlledBy(page, "/");
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration.scope).toMatch(/\/$/);
    expect(registration.script).toMatch(/\/sw\.js$/);
    const urls = await cachedUrls(page);
    expect(urls.some((url) => url.includes("/offline?sw-offline=en"))).toBe(true);
    expect(urls.some((url) => url.includes("/offline?sw-offline=ur"))).toBe(true);
    expect(urls.some((url) => url.includes("/_next/static/"))).toBe(true);
    expect(urls.some((url) => url.endsWith("/icons/icon-192.png"))).toBe(true);
  });

  test("offline, an uncached page shows the offline page, and a visited public page is served from cache", async ({
    page,
    context,
  }) => {
    await controlledBy(page, "/");
    // The controlled load of /about stores it (stale-while-revalidate).
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const aboutHeading = await page.getByRole("heading", { level: 1 }).innerText();
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => url.includes("/about?sw-lang=en")))
      .toBe(true);

    await offline(context, true);
    try {
      const uncached = await page.goto("/safety-tips");
      expect(uncached?.ok()).toBe(true);
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
      await expectAccessible(page, "offline page");

      // A dashboard page is never cached: offline it is the offline page, not someone's data.
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutHeading);
    } finally {
      await offline(context, false);
    }
  });

  test("offline in Urdu, the offline page is the Urdu one", async ({ page, context, baseURL }) => {
    await useUrdu(context, baseURL ?? "");
    await controlledBy(page, "/");
    await offline(context, true);
    try {
      await page.goto("/faq");
      await expect(page.getByRole("heading", { level: 1, name: "آپ آف لائن ہیں" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ur");
      // The page's own copy is Urdu (the logo's word mark stays as it is).
      const text = await page.locator("main").innerText();
      for (const english of Object.values(enOffline)) expect(text).not.toContain(english);
      await expect(page.getByRole("button", { name: "دوبارہ کوشش کریں" })).toBeVisible();
    } finally {
      await offline(context, false);
    }
  });

  test("a language switch never shows the cached page in the other language", async ({
    page,
    context,
    baseURL,
  }) => {
    await controlledBy(page, "/");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await useUrdu(context, baseURL ?? "");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("API answers and dashboard pages are never cached", async ({ page, context }) => {
    const member = newMember("pwa");
    await signUpByApi(page, member);
    await controlledBy(page, "/dashboard");
    await page.goto("/dashboard/settings");
    const apiStatus = await page.evaluate(async () => (await fetch("/api/trpc/auth.me")).status);
    expect(apiStatus).toBeGreaterThan(0);
    const urls = await cachedUrls(page);
    expect(urls.filter((url) => new URL(url).pathname.startsWith("/api"))).toEqual([]);
    expect(urls.filter((url) => new URL(url).pathname.startsWith("/dashboard"))).toEqual([]);
    // Offline, the API is the network's answer (a failure), never a stored copy.
    await context.setOffline(true);
    try {
      const failed = await page.evaluate(async () => {
        try {
          await fetch("/api/trpc/auth.me");
          return false;
        } catch {
          return true;
        }
      });
      expect(failed).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});
