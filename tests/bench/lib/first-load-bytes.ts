import { type Browser, chromium } from "@playwright/test";

/**
 * What a phone downloads on its first visit to a page (issue 19: listing and profile pages under
 * 300 KB in low-data mode): every response's bytes on the wire (Chromium's encodedDataLength:
 * headers and the compressed body), from the navigation until the network has been quiet for a
 * second, in a fresh profile (nothing cached), at 360 × 800. The service worker is blocked here: its
 * install (the offline page in both languages and the icons) happens once per device, after the
 * first page has loaded, and is measured on its own.
 */

export const LOW_DATA_BUDGET_BYTES = 300 * 1024;

export type FirstLoadCase = {
  /** The page's path, as a member or visitor opens it. */
  path: string;
  /** What the report calls it. */
  label: string;
  language: "en" | "ur";
  lowData: boolean;
  /** Signed in as this member first (through the API, so the sign-in page's files are not cached). */
  member?: { email: string; password: string };
  /** Extra headers of that sign-in (the e2e suite's per-member address, for the rate limit). */
  signInHeaders?: Record<string, string>;
};

export type FirstLoad = FirstLoadCase & {
  bytes: number;
  /** Bytes by kind (Document, Script, Stylesheet, Font, Image, Fetch, …). */
  byType: Record<string, number>;
  requests: number;
};

const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

/** Waits until `lastActivity()` is `idleMs` in the past (at most `maxMs`). */
async function quiet(lastActivity: () => number, idleMs = 1_000, maxMs = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < maxMs && Date.now() - lastActivity() < idleMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One page's first load in a fresh browser context of `browser`. */
export async function measureFirstLoad(
  browser: Browser,
  base: string,
  entry: FirstLoadCase,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    serviceWorkers: "block",
  });
  try {
    await context.addCookies([
      { name: "rishta_lang", value: entry.language, url: base },
      { name: "rishta_low_data", value: entry.lowData ? "on" : "off", url: base },
    ]);
    if (entry.member) {
      const response = await context.request.post(`${base}/api/auth/sign-in`, {
        data: entry.member,
        headers: entry.signInHeaders,
      });
      if (!response.ok()) throw new Error(`sign-in for ${entry.label}: HTTP ${response.status()}`);
    }
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.enable");
    const types = new Map<string, string>();
    const byType: Record<string, number> = {};
    let bytes = 0;
    let requests = 0;
    let pending = 0;
    let lastActivity = Date.now();
    session.on("Network.requestWillBeSent", (event) => {
      const type = event.type ?? "Other";
      types.set(event.requestId, type);
      // The member's event stream stays open for the page's life: not something to wait for.
      if (type !== "EventSource") pending++;
      lastActivity = Date.now();
    });
    session.on("Network.loadingFinished", (event) => {
      const type = types.get(event.requestId) ?? "Other";
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      bytes += event.encodedDataLength;
      requests++;
      if (type !== "EventSource") pending--;
      lastActivity = Date.now();
    });
    session.on("Network.loadingFailed", (event) => {
      if (types.get(event.requestId) !== "EventSource") pending--;
      lastActivity = Date.now();
    });
    const response = await page.goto(`${base}${entry.path}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${entry.label} (${entry.path}): HTTP ${response?.status()}`);
    await quiet(() => (pending > 0 ? Date.now() : lastActivity));
    const { signInHeaders: _headers, ...reported } = entry;
    return { ...reported, bytes, byType, requests };
  } finally {
    await context.close();
  }
}

/** Each case's first load, one after another, in Chromium at `chromePath`. */
export async function measureFirstLoads(
  base: string,
  cases: readonly FirstLoadCase[],
  chromePath: string,
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: LAUNCH_ARGS });
  try {
    const results: FirstLoad[] = [];
    for (const entry of cases) results.push(await measureFirstLoad(browser, base, entry));
    return results;
  } finally {
    await browser.close();
  }
}
