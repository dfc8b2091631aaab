/**
 * `npm run bench:web`: per public page, the JavaScript a first visit loads (gzip) and a Lighthouse
 * mobile run (the `lighthouse` package driving Debian's Chromium): performance, accessibility, best
 * practices, SEO and LCP. Goal: ≤ 150 KB gzip JS, performance ≥ 95, accessibility 100, SEO 100.
 * Builds into .next-bench-web, starts the production server (`src/server/main.ts`) on a throw-away
 * embedded database, and writes the table into docs/benchmarks.md.
 *
 * Environment (all optional): BENCH_SKIP_BUILD=1 reuses an existing .next-bench-web build;
 * BENCH_WEB_RUNS (3) Lighthouse runs a page, interleaved, each score judged over them
 * (tests/bench/lib/verdict.ts: the median, the spread, the machine's load);
 * BENCH_WEB_PAGES=/,/about only these paths; BENCH_WEB_REPORTS=<dir> keeps each run's Lighthouse
 * report there (HTML and JSON); BENCH_CHROME (/usr/bin/chromium); BENCH_WRITE_DOCS=0 only prints;
 * BENCH_STRICT=1 exits 2 when a goal is missed and 3 when the run cannot tell.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { publicRoutes } from "@/content/site";
import { benchServerEnv, buildNext, restoreWorkingTree, startAppServer } from "./lib/build";
import {
  type FirstLoad,
  type FirstLoadCase,
  LOW_DATA_BUDGET_BYTES,
  measureFirstLoads,
} from "./lib/first-load-bytes";
import { type Child, freePort, waitForOk } from "./lib/processes";
import { markdownTable, median, writeDocSection } from "./lib/report";
import { judge, strictExitCode, verdictNotes, waitForQuiet } from "./lib/verdict";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DIST_DIR = ".next-bench-web";
const HOST = "127.0.0.1";
const KB = 1024;

/**
 * Every public route of spec §2 (issues 3 and 5), then the main ones in Urdu (issue 19: right to
 * left, the Nastaliq font, the Urdu catalog in the page); a path that answers 404 is skipped with a
 * note.
 */
const URDU_PAGES = ["/", "/about", "/faq", "/packages", "/contact"].map((page) => `${page}?lang=ur`);
const PUBLIC_PAGES = [...publicRoutes.map((route) => route.path), ...URDU_PAGES];

const GOALS = { jsKb: 150, performance: 95, accessibility: 100, seo: 100 };

/** As asked for Debian's Chromium in a container: no sandbox, no GPU, nothing fetched in the background. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

const runsSetting = Number(process.env.BENCH_WEB_RUNS || 3);
if (!Number.isInteger(runsSetting) || runsSetting < 1)
  throw new Error("BENCH_WEB_RUNS must be a positive integer");
const settings = {
  runs: runsSetting,
  chromePath: process.env.BENCH_CHROME || "/usr/bin/chromium",
  reportsDir: process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null,
  pages: process.env.BENCH_WEB_PAGES
    ? process.env.BENCH_WEB_PAGES.split(",").map((page) => page.trim())
    : PUBLIC_PAGES,
};
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";

const startedAt = Date.now();
const children: Child[] = [];
/** The Chromium being launched or in use (one at a time), so cleanup can stop it at any moment. */
let chrome: Promise<chromeLauncher.LaunchedChrome> | null = null;
let tempDir: string | null = null;
let cleanup: Promise<void> | null = null;

function log(message: string) {
  console.log(`[bench:web ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

/** Stops Chrome and the server, puts back what the build touched, removes the temp data; safe twice. */
function cleanUp(): Promise<void> {
  cleanup ??= (async () => {
    if (chrome) {
      const launching = chrome;
      chrome = null;
      await launching.then((launched) => launched.kill()).catch(() => {});
    }
    for (const child of children.reverse()) {
      const outcome = await child.stop();
      log(`${child.name} stopped (${outcome})`);
    }
    restoreWorkingTree();
    if (tempDir) {
      rmSync(tempDir, { recursive: true, force: true });
      log(`removed ${tempDir}`);
      tempDir = null;
    }
  })();
  return cleanup;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

type Script = { url: string; bytes: number; gzip: number; transfer: number; looksLike: string[] };

/**
 * Chunk names are hashes: a guess at what a script holds, from strings its libraries leave in
 * production builds (a hint for the reader, not a measurement).
 */
const SIGNATURES: [label: string, pattern: RegExp][] = [
  ["react-dom", /hydrateRoot/],
  ["Next.js runtime", /next-route-announcer|Dropped segment|createRouterCacheKey|ClientSegmentRoot/],
  ["Next.js error page", /A server error occurred/],
  ["Turbopack runtime", /Unexpected use of runtime require/],
  ["@tanstack/react-query", /No mutationFn found/],
  ["superjson", /superjson/],
  ["tRPC client", /TRPCClientError/],
  ["sonner", /data-sonner-toaster/],
  ["zod", /ZodError/],
  ["libphonenumber-js", /A text for parsing must be a string/],
  ["react-hook-form", /shouldUnregister/],
  ["tailwind-merge", /backdrop-brightness/],
  ["Radix", /__radixId/],
  ["lucide icons", /lucide-/],
];

type PageRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's CPU benchmark of the machine during this run (lower: slower or busier). */
  benchmarkIndex: number;
  /** Every script request Lighthouse saw (URL, bytes transferred, when it started in ms). */
  scripts: { url: string; transfer: number; requestedAt: number }[];
  /** When the first link prefetch (an `?_rsc=` fetch) started, in ms; Infinity without one. */
  firstPrefetchAt: number;
  findings: Findings;
  lhr: Result;
};

type PageSummary = {
  page: string;
  runs: PageRun[];
  js: {
    /** The page's own first load: sums over `scripts`. */
    gzip: number;
    bytes: number;
    transfer: number;
    scripts: Script[];
    htmlScripts: number;
    /** Loaded before any prefetch though not named by the HTML (imported by another script). */
    lateScripts: string[];
    /** Named by the HTML but never requested (a `nomodule` polyfill, for instance). */
    unloadedScripts: string[];
    /** Chunks of other routes, loaded after the page's `<Link>` prefetches brought their payloads. */
    prefetched: Script[];
    prefetchedGzip: number;
  };
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

type TableDetails = { type: string; items?: Record<string, unknown>[] };

function tableItems(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details as TableDetails | undefined;
  return details?.items ?? [];
}

/** What Lighthouse says is wrong: failed audits of the scored categories, LCP element and phases, savings. */
type Findings = {
  /** Failed audits of accessibility, SEO and best practices. */
  audits: string[];
  /** LCP element and phases, metrics, opportunities. */
  performance: string[];
};

function findingsOf(lhr: Result): Findings {
  const findings: Findings = { audits: [], performance: [] };
  for (const [id, label] of [
    ["accessibility", "a11y"],
    ["seo", "SEO"],
    ["best-practices", "best practices"],
  ] as const) {
    const failed = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1);
    for (const audit of failed) {
      if (!audit) continue;
      const items = (audit.details as TableDetails | undefined)?.items ?? [];
      const nodes = items
        .map((item) => (item.node as { snippet?: string } | undefined)?.snippet)
        .filter((snippet): snippet is string => typeof snippet === "string")
        .slice(0, 3)
        .map((snippet) => clip(snippet, 120));
      findings.audits.push(
        `${label}: \`${audit.id}\` (${audit.title})${audit.explanation ? `: ${audit.explanation}` : ""}` +
          (nodes.length ? ` on ${nodes.map((node) => `\`${node}\``).join(", ")}` : ""),
      );
    }
  }
  // LCP: the element and where its time goes (Lighthouse 12 lists both in one audit).
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: TableDetails[] }
    | undefined;
  const element = (lcpDetails?.items?.[0]?.items?.[0]?.node ?? null) as {
    snippet?: string;
    selector?: string;
  } | null;
  const phases = (lcpDetails?.items?.[1]?.items ?? []) as { phase?: string; timing?: number }[];
  if (element) {
    findings.performance.push(
      `LCP ${Math.round(numeric(lhr, "largest-contentful-paint"))} ms on \`${clip(element.snippet ?? element.selector ?? "?", 160)}\`` +
        (phases.length
          ? ` (${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(", ")})`
          : ""),
    );
  }
  const observed = (lhr.audits.metrics?.details as TableDetails | undefined)?.items?.[0] ?? {};
  findings.performance.push(
    `observed without throttling: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, ` +
      `load ${observed.observedLoad} ms; CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  findings.performance.push(
    `simulated: FCP ${Math.round(numeric(lhr, "first-contentful-paint"))} ms, SI ${Math.round(numeric(lhr, "speed-index"))} ms, ` +
      `TBT ${Math.round(numeric(lhr, "total-blocking-time"))} ms, CLS ${numeric(lhr, "cumulative-layout-shift").toFixed(3)}, ` +
      `main-thread work ${Math.round(numeric(lhr, "mainthread-work-breakdown"))} ms, JS execution ${Math.round(numeric(lhr, "bootup-time"))} ms`,
  );
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => {
      const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
      return details?.type === "opportunity" && (details.overallSavingsMs ?? 0) >= 50;
    })
    .map((audit) => ({
      audit,
      ms: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0,
      bytes: (audit.details as { overallSavingsBytes?: number }).overallSavingsBytes ?? 0,
    }))
    .sort((a, b) => b.ms - a.ms);
  for (const { audit, ms, bytes } of opportunities) {
    const urls = ((audit.details as TableDetails).items ?? [])
      .map((item) => (typeof item.url === "string" ? shortUrl(item.url) : null))
      .filter((url): url is string => url !== null)
      .slice(0, 4);
    findings.performance.push(
      `opportunity \`${audit.id}\` (${audit.title}): about ${Math.round(ms)} ms` +
        (bytes ? `, ${(bytes / KB).toFixed(1)} KB` : "") +
        (urls.length ? ` (${urls.join(", ")})` : ""),
    );
  }
  return findings;
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** "156.0.8078.79" (the user agent only says 156.0.0.0). */
function chromiumVersion(): string {
  try {
    const output = execFileSync(settings.chromePath, ["--version"], { encoding: "utf8", stdio: "pipe" });
    return output.match(/\d+\.\d+\.\d+\.\d+/)?.[0] ?? output.trim();
  } catch {
    return "unknown";
  }
}

function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

async function runLighthouse(url: string): Promise<PageRun> {
  const launching = chromeLauncher.launch({
    chromePath: settings.chromePath,
    chromeFlags: CHROME_FLAGS,
    // Our own SIGINT handler stops it (chrome-launcher's would exit the process before cleanup).
    handleSIGINT: false,
    logLevel: "silent",
  });
  chrome = launching;
  const launched = await launching;
  try {
    // No config: Lighthouse's default, a mobile run (moto G power emulation, simulated throttling).
    const result = await lighthouse(url, {
      port: launched.port,
      logLevel: "error",
      output: settings.reportsDir ? ["html", "json"] : "json",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    if (settings.reportsDir && Array.isArray(result.report)) {
      const name = `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${Date.now()}`;
      writeFileSync(path.join(settings.reportsDir, `${name}.html`), result.report[0] ?? "");
      writeFileSync(path.join(settings.reportsDir, `${name}.json`), result.report[1] ?? "");
    }
    const requests = tableItems(lhr, "network-requests");
    const scripts = requests
      .filter((item) => item.resourceType === "Script" && typeof item.url === "string")
      .map((item) => ({
        url: item.url as string,
        transfer: Number(item.transferSize ?? 0),
        requestedAt: Number(item.networkRequestTime ?? 0),
      }));
    const prefetchTimes = requests
      .filter((item) => item.resourceType === "Fetch" && String(item.url).includes("_rsc="))
      .map((item) => Number(item.networkRequestTime ?? 0));
    return {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      fcp: numeric(lhr, "first-contentful-paint"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scripts,
      firstPrefetchAt: Math.min(...prefetchTimes),
      findings: findingsOf(lhr),
      lhr,
    };
  } finally {
    launched.kill();
    if (chrome === launching) chrome = null;
  }
}

const scriptCache = new Map<string, { bytes: number; gzip: number; looksLike: string[] }>();

/** The script's bytes as served, and their size gzipped at level 9 (what a phone would download). */
async function measureScript(url: string): Promise<{ bytes: number; gzip: number; looksLike: string[] }> {
  const cached = scriptCache.get(url);
  if (cached) return cached;
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const text = body.toString("utf8");
  const measured = {
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    looksLike: SIGNATURES.filter(([, pattern]) => pattern.test(text)).map(([label]) => label),
  };
  scriptCache.set(url, measured);
  return measured;
}

/** The `<script src>` URLs of the page's HTML (what the server sends before any script runs). */
function htmlScriptUrls(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    const src = match[1]?.replaceAll("&amp;", "&");
    if (src) urls.add(new URL(src, base).toString());
  }
  return [...urls];
}

/**
 * Whether the server compresses: a page and a script asked for with `Accept-Encoding: gzip`
 * (Next's own `compress`, on by default, also applies under a custom `node:http` entry).
 */
async function probeCompression(base: string, page: string, script: string | undefined): Promise<string> {
  const encodingOf = async (url: string) => {
    const response = await fetch(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    await response.arrayBuffer();
    return response.headers.get("content-encoding") ?? "none";
  };
  const html = await encodingOf(`${base}${page}`);
  const js = script ? await encodingOf(script) : "(no script)";
  return `HTML ${html}, JS ${js}`;
}

function summarize(page: string, runs: PageRun[], html: string, base: string, measured: Map<string, Script>) {
  // The scripts of the first run (the set is the same in every run of a static page). First load:
  // what the HTML names, and what was requested before the first link prefetch; scripts requested
  // after a prefetch and not named by the HTML belong to the prefetched routes.
  const first = runs[0] as PageRun;
  const inHtml = new Set(htmlScriptUrls(html, base));
  const isFirstLoad = (script: PageRun["scripts"][number]) =>
    inHtml.has(script.url) || script.requestedAt < first.firstPrefetchAt;
  const scripts = first.scripts.filter(isFirstLoad).map((script) => measured.get(script.url) as Script);
  const prefetched = first.scripts
    .filter((script) => !isFirstLoad(script))
    .map((script) => measured.get(script.url) as Script);
  const loaded = new Set(scripts.map((script) => script.url));
  return {
    page,
    runs,
    js: {
      gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      transfer: scripts.reduce((sum, script) => sum + script.transfer, 0),
      scripts,
      prefetched,
      prefetchedGzip: prefetched.reduce((sum, script) => sum + script.gzip, 0),
      htmlScripts: inHtml.size,
      lateScripts: scripts.filter((script) => !inHtml.has(script.url)).map((script) => shortUrl(script.url)),
      unloadedScripts: [...inHtml].filter((url) => !loaded.has(url)).map(shortUrl),
    },
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    seo: median(runs.map((run) => run.seo)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
  } satisfies PageSummary;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const withRange = (values: number[], format: (value: number) => string) => {
  const middle = format(median(values));
  if (values.length < 2) return middle;
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? middle : `${middle} (${low}–${high})`;
};

/** Waits (30 s at most) until the server answers `url` in brotli to a browser that takes it. */
async function untilBrotli(url: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    const response = await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } });
    await response.arrayBuffer();
    if (response.headers.get("content-encoding") === "br") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`warning: ${shortUrl(url)} is still not served in brotli after 30 s`);
}

/** A demo member's sign-in, from the line the server prints on its first start. */
function demoMemberOf(serverOutput: string): { email: string; password: string } {
  const match = serverOutput.match(/password (\S+) \(e\.g\. (\S+@\S+?)\)/);
  if (!match?.[1] || !match[2]) throw new Error("the server did not print a demo member's sign-in");
  return { email: match[2], password: match[1] };
}

/** Profile ids a listing shows (the REST row of the dashboard's search), signed in or not. */
async function listedProfileIds(base: string, cookie: string | null): Promise<string[]> {
  const response = await fetch(`${base}/api/profile/get/all-profiles`, {
    headers: cookie ? { cookie } : {},
  });
  if (!response.ok) throw new Error(`all-profiles: HTTP ${response.status}`);
  const body = (await response.json()) as { data: { profiles: { id: string }[] } };
  return body.data.profiles.map((profile) => profile.id);
}

/**
 * The cases of the data budget (issue 19): the listings (the visitor's /proposals, the member's
 * dashboard) and profile pages (the member's view, the shared one), in both languages, low-data
 * mode on and off. The profile is one the member's listing shows and a visitor may see too.
 */
async function firstLoadCases(base: string, member: { email: string; password: string }) {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(member),
  });
  if (!signIn.ok) throw new Error(`demo member sign-in: HTTP ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const [mine, public_] = await Promise.all([listedProfileIds(base, cookie), listedProfileIds(base, null)]);
  const profileId = mine.find((id) => public_.includes(id)) ?? mine[0];
  if (!profileId) throw new Error("the demo member's listing is empty");
  const pages: { label: string; path: string; signedIn: boolean; budget: boolean }[] = [
    { label: "public listing", path: "/proposals", signedIn: false, budget: true },
    { label: "dashboard listing", path: "/dashboard", signedIn: true, budget: true },
    { label: "member's profile", path: `/dashboard/user-profile/${profileId}`, signedIn: true, budget: true },
    ...(public_.includes(profileId)
      ? [{ label: "shared profile", path: `/share/${profileId}`, signedIn: false, budget: true }]
      : []),
  ];
  const cases: (FirstLoadCase & { budget: boolean })[] = [];
  for (const language of ["en", "ur"] as const) {
    for (const page of pages) {
      for (const lowData of [true, false]) {
        cases.push({
          path: page.path,
          label: page.label,
          language,
          lowData,
          budget: page.budget && lowData,
          ...(page.signedIn ? { member } : {}),
        });
      }
    }
  }
  return cases;
}

const BYTE_KINDS = ["Document", "Script", "Stylesheet", "Font", "Image", "Fetch"] as const;

function firstLoadReport(loads: (FirstLoad & { budget: boolean })[]) {
  const key = (load: FirstLoad) => `${load.label} ${load.language}`;
  const rows = new Map<string, { on?: FirstLoad; off?: FirstLoad }>();
  for (const load of loads) {
    const row = rows.get(key(load)) ?? {};
    row[load.lowData ? "on" : "off"] = load;
    rows.set(key(load), row);
  }
  const breakdown = (load: FirstLoad | undefined) =>
    load
      ? BYTE_KINDS.filter((kind) => (load.byType[kind] ?? 0) > 0)
          .map((kind) => `${kind.toLowerCase()} ${kb(load.byType[kind] ?? 0)}`)
          .join(", ")
      : "";
  const table = markdownTable(
    ["page", "language", "low-data KB", "normal KB", "low-data: where the bytes go (KB)", "requests"],
    [...rows.values()].map(({ on, off }) => {
      const any = (on ?? off) as FirstLoad;
      return [
        `${any.label}: \`${any.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "<id>")}\``,
        any.language,
        on ? kb(on.bytes) : "",
        off ? kb(off.bytes) : "",
        breakdown(on),
        on ? String(on.requests) : "",
      ];
    }),
  );
  const over = loads.filter((load) => load.budget && load.bytes > LOW_DATA_BUDGET_BYTES);
  return {
    table,
    met: over.length === 0,
    line:
      `- Low-data first load ≤ ${LOW_DATA_BUDGET_BYTES / KB} KB transferred on the listing and profile pages, both languages: ` +
      `**${over.length === 0 ? "met" : "not met"}**` +
      (over.length ? ` (${over.map((load) => `${key(load)} ${kb(load.bytes)} KB`).join(", ")})` : "") +
      `; largest ${kb(Math.max(...loads.filter((load) => load.budget).map((load) => load.bytes)))} KB`,
  };
}

async function main() {
  if (settings.reportsDir) mkdirSync(settings.reportsDir, { recursive: true });
  tempDir = mkdtempSync(path.join(os.tmpdir(), "rishta-bench-web-"));
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;

  // APP_URL makes canonical URLs, Open Graph and the sitemap name the origin being measured; public
  // pages are rendered at build time, so the build gets it too.
  const build = await buildNext({
    root,
    distDir: DIST_DIR,
    reuse: process.env.BENCH_SKIP_BUILD === "1",
    env: { APP_URL: base },
    log,
    children,
  });
  // The build's generated route types are not needed to serve, and tsconfig's "**/*.ts" would
  // type-check them (stale after pages change): remove them.
  rmSync(path.join(root, DIST_DIR, "types"), { recursive: true, force: true });
  log(build);

  const server = startAppServer(
    root,
    benchServerEnv({
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(port),
      HOST,
      APP_URL: base,
      PGLITE_DIR: path.join(tempDir, "pglite"),
      UPLOADS_DIR: path.join(tempDir, "uploads"),
      // The first start's demo members (with portraits), so /proposals is measured with its cards.
      SEED_DEMO: "1",
    }),
  );
  children.push(server);
  await waitForOk(`${base}/api/health`, server, 180_000);
  log(`server on ${base} (pid ${server.process.pid}, PGlite in ${tempDir})`);

  // Which pages exist yet; the request also renders any page that is not prerendered.
  const pages: { page: string; html: string }[] = [];
  const skipped: string[] = [];
  for (const page of settings.pages) {
    const response = await fetch(`${base}${page}`, { redirect: "manual" });
    const html = await response.text();
    if (response.status === 200) {
      pages.push({ page, html });
    } else {
      const where = response.headers.get("location");
      const note = `${page} (${response.status}${where ? ` to ${where}` : ""})`;
      skipped.push(note);
      log(`skipping ${note}${response.status === 404 ? ": not built yet" : ""}`);
    }
  }
  if (pages.length === 0) throw new Error("no public page answered 200");
  const firstScript = htmlScriptUrls(pages[0]?.html ?? "", base)[0];
  // The server makes its brotli copies of the build's files after start (a few seconds): measure
  // once they are served, as they are for every visitor after the first seconds.
  if (firstScript) await untilBrotli(firstScript);
  const compression = await probeCompression(base, pages[0]?.page ?? "/", firstScript);
  log(`compression with Accept-Encoding: gzip, deflate, br: ${compression}`);

  const quietLoad = await waitForQuiet(log);
  const loadBefore = os.loadavg();
  const runs = new Map<string, PageRun[]>(pages.map(({ page }) => [page, []]));
  for (let round = 1; round <= settings.runs; round++) {
    for (const { page } of pages) {
      const began = Date.now();
      const run = await runLighthouse(`${base}${page}`);
      runs.get(page)?.push(run);
      log(
        `run ${round}/${settings.runs} ${page.padEnd(22)} perf ${run.performance}, a11y ${run.accessibility}, ` +
          `BP ${run.bestPractices}, SEO ${run.seo}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms ` +
          `(${((Date.now() - began) / 1000).toFixed(0)} s, CPU index ${Math.round(run.benchmarkIndex)}, load ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }
  }

  // Size every script any run saw, gzipped at level 9.
  const measured = new Map<string, Script>();
  for (const list of runs.values()) {
    for (const run of list) {
      for (const script of run.scripts) {
        if (measured.has(script.url)) continue;
        measured.set(script.url, {
          url: script.url,
          transfer: script.transfer,
          ...(await measureScript(script.url)),
        });
      }
    }
  }
  const summaries = pages.map(({ page, html }) =>
    summarize(page, runs.get(page) ?? [], html, base, measured),
  );
  const lastLhr = summaries[0]?.runs[0]?.lhr;
  const loadAfter = os.loadavg();

  // The data budget: first loads of the listing and profile pages, low-data mode on and off.
  const cases = await firstLoadCases(base, demoMemberOf(server.output()));
  log(`first loads: ${cases.length} page loads at 360 px, each in a fresh browser profile`);
  const loads = await measureFirstLoads(base, cases, settings.chromePath);
  const loadsWithBudget = loads.map((load, index) => ({ ...load, budget: cases[index]?.budget ?? false }));
  for (const load of loadsWithBudget) {
    log(`  ${load.label} (${load.language}, low-data ${load.lowData ? "on" : "off"}): ${kb(load.bytes)} KB`);
  }
  const firstLoads = firstLoadReport(loadsWithBudget);
  await cleanUp();
  const took = Math.round((Date.now() - startedAt) / 1000);

  const table = markdownTable(
    [
      "page",
      "JS KB gzip",
      "scripts",
      "+ prefetched KB",
      "performance",
      "accessibility",
      "best practices",
      "SEO",
      "LCP ms",
      "TBT ms",
    ],
    summaries.map((summary) => [
      `\`${summary.page}\``,
      kb(summary.js.gzip),
      String(summary.js.scripts.length),
      summary.js.prefetched.length
        ? `${kb(summary.js.prefetchedGzip)} (${summary.js.prefetched.length})`
        : "0",
      withRange(
        summary.runs.map((run) => run.performance),
        String,
      ),
      withRange(
        summary.runs.map((run) => run.accessibility),
        String,
      ),
      withRange(
        summary.runs.map((run) => run.bestPractices),
        String,
      ),
      withRange(
        summary.runs.map((run) => run.seo),
        String,
      ),
      withRange(
        summary.runs.map((run) => run.lcp),
        (value) => Math.round(value).toLocaleString("en-US"),
      ),
      withRange(
        summary.runs.map((run) => run.tbt),
        (value) => Math.round(value).toLocaleString("en-US"),
      ),
    ]),
  );

  // A byte count of the build does not vary from run to run: met or not, no rounds.
  const tooHeavy = summaries.filter((summary) => summary.js.gzip / KB > GOALS.jsKb);
  const jsLine =
    `- First-load JS ≤ ${GOALS.jsKb} KB gzip: **${tooHeavy.length === 0 ? "met" : "not met"}**` +
    (tooHeavy.length
      ? ` (${tooHeavy.map((summary) => `\`${summary.page}\` ${kb(summary.js.gzip)} KB`).join(", ")})`
      : "");
  // Lighthouse's scores do vary (performance most): each page's score judged over its runs.
  // Only performance is timed: the accessibility and SEO audits read the page, so a busy machine
  // does not make them inconclusive.
  const scored: [string, (run: PageRun) => number, number, boolean][] = [
    ["performance", (run) => run.performance, GOALS.performance, true],
    ["accessibility", (run) => run.accessibility, GOALS.accessibility, false],
    ["SEO", (run) => run.seo, GOALS.seo, false],
  ];
  const judged = scored.flatMap(([label, score, limit, timed]) =>
    summaries.map((summary) =>
      judge(
        {
          name: `\`${summary.page}\` ${label}`,
          rounds: summary.runs.map(score),
          limit,
          kind: "min",
          unit: "points",
        },
        timed ? quietLoad : 0,
      ),
    ),
  );
  const unmet = judged.filter((entry) => entry.verdict !== "met");
  const scoreLine =
    `- Lighthouse scores (performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}, SEO ${GOALS.seo}), ` +
    `each page judged over ${settings.runs} run${settings.runs === 1 ? "" : "s"}: ` +
    (unmet.length === 0
      ? `**met** on every page (${judged.length} goals)`
      : `${judged.length - unmet.length} of ${judged.length} met; not met:\n${verdictNotes(unmet)
          .split("\n")
          .map((line) => `  ${line}`)
          .join("\n")}`);
  // Under BENCH_STRICT=1: 2 for a size over its budget or a missed score, 3 for a score it cannot tell.
  const sizesMissed = tooHeavy.length > 0 || !firstLoads.met;
  const strict = process.env.BENCH_STRICT === "1" && sizesMissed ? 2 : strictExitCode(judged);
  const slowLcp = summaries.filter((summary) => summary.lcp > 2500);
  const lcpLine =
    `- LCP (no goal of its own; Lighthouse calls ≤ 2.5 s good): ` +
    (slowLcp.length
      ? `over 2.5 s on ${slowLcp.map((summary) => `\`${summary.page}\` ${(summary.lcp / 1000).toFixed(1)} s`).join(", ")}`
      : "every page ≤ 2.5 s");
  const goalLines = [jsLine, scoreLine, firstLoads.line, lcpLine].join("\n");

  console.log(`\n${table}\n\n${firstLoads.table}\n\n${goalLines}\n`);
  for (const summary of summaries) {
    console.log(`${summary.page}:`);
    console.log(
      `  scripts (${summary.js.scripts.length}, ${kb(summary.js.gzip)} KB gzip -9, ${kb(summary.js.bytes)} KB raw, ` +
        `${kb(summary.js.transfer)} KB transferred with headers; ${summary.js.htmlScripts} named in the HTML):`,
    );
    if (summary.js.lateScripts.length)
      console.log(`  loaded but not in the HTML: ${summary.js.lateScripts.join(", ")}`);
    if (summary.js.unloadedScripts.length) {
      console.log(`  in the HTML but not loaded: ${summary.js.unloadedScripts.join(", ")}`);
    }
    for (const script of [...summary.js.scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `    ${kb(script.gzip).padStart(6)} KB  ${shortUrl(script.url)}  ${script.looksLike.join(", ")}`,
      );
    }
    if (summary.js.prefetched.length) {
      console.log(`  loaded after the link prefetches (other routes' chunks, not counted above):`);
      for (const script of [...summary.js.prefetched].sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `    ${kb(script.gzip).padStart(6)} KB  ${shortUrl(script.url)}  ${script.looksLike.join(", ")}`,
        );
      }
    }
    const last = summary.runs[summary.runs.length - 1] as PageRun;
    for (const finding of [...last.findings.audits, ...last.findings.performance])
      console.log(`  ${finding}`);
  }

  const version = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  const chromium = chromiumVersion();
  const throttling = lastLhr?.configSettings.throttling;
  const screen = lastLhr?.configSettings.screenEmulation;
  const late = summaries.filter((summary) => summary.js.lateScripts.length > 0);
  const unloaded = new Set(summaries.flatMap((summary) => summary.js.unloadedScripts));
  const indexes = summaries.flatMap((summary) => summary.runs.map((run) => run.benchmarkIndex));
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
  // Where the JS goes: the scripts every page loads (framework, root and site layouts) and each
  // page's own on top.
  const shared = new Set(
    (summaries[0]?.js.scripts ?? [])
      .map((script) => script.url)
      .filter((url) => summaries.every((summary) => summary.js.scripts.some((script) => script.url === url))),
  );
  const sharedScripts = [...shared].map((url) => measured.get(url) as Script).sort((a, b) => b.gzip - a.gzip);
  const sharedGzip = sharedScripts.reduce((sum, script) => sum + script.gzip, 0);
  const ownScripts = (summary: PageSummary) => summary.js.scripts.filter((script) => !shared.has(script.url));
  const describeScripts = (scripts: Script[]) =>
    [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (script) =>
          `${kb(script.gzip)} \`${shortUrl(script.url).replace("/_next/static/chunks/", "")}\`` +
          (script.looksLike.length ? ` (${script.looksLike.join(", ")})` : ""),
      )
      .join(", ");
  const jsBlock =
    summaries.length > 1
      ? "\nWhere the first-load JS goes (KB gzip; chunk names are build hashes, what a chunk holds is a guess " +
        "from strings its libraries leave in the code):\n\n" +
        `- every page: ${kb(sharedGzip)} KB in ${sharedScripts.length} scripts: ${describeScripts(sharedScripts)}\n` +
        summaries
          .filter((summary) => ownScripts(summary).length)
          .map(
            (summary) =>
              `- \`${summary.page}\` adds ${kb(ownScripts(summary).reduce((sum, script) => sum + script.gzip, 0))} KB: ` +
              describeScripts(ownScripts(summary)),
          )
          .join("\n") +
        "\n"
      : "";
  const toReport = summaries
    .map((summary) => {
      const last = summary.runs[summary.runs.length - 1] as PageRun;
      const lines = [
        ...last.findings.audits,
        ...(summary.performance < GOALS.performance ? last.findings.performance : []),
      ];
      return { summary, lines };
    })
    .filter(({ lines }) => lines.length > 0);
  const findingsBlock = toReport.length
    ? `\nWhat Lighthouse reports on the pages below the performance, accessibility or SEO goal, or with a failed audit (${settings.runs > 1 ? "last run of each" : "the run above"}):\n\n${toReport
        .map(
          ({ summary, lines }) => `- \`${summary.page}\`:\n${lines.map((line) => `  - ${line}`).join("\n")}`,
        )
        .join("\n")}\n`
    : "";

  const firstLoadGzip = summaries.reduce((sum, summary) => sum + summary.js.gzip, 0);
  const firstLoadTransfer = summaries.reduce((sum, summary) => sum + summary.js.transfer, 0);
  const transferVsGzip = `${firstLoadTransfer >= firstLoadGzip ? "+" : "−"}${Math.abs((firstLoadTransfer / firstLoadGzip - 1) * 100).toFixed(1)}%`;
  const section = `
## Web: first-load JavaScript and Lighthouse (mobile) per public page

Command: \`npm run bench:web\` (${settings.runs} Lighthouse runs a page, interleaved, \`BENCH_WEB_RUNS\` sets it; \`BENCH_SKIP_BUILD=1\`
reuses the \`${DIST_DIR}\` build). It builds Next into \`${DIST_DIR}\`, starts the production server
(\`src/server/main.ts\`, \`NODE_ENV=production\`, a throw-away PGlite directory), requests every public
route (a route answering 404 is skipped: not built yet), runs Lighthouse on each page, one Chromium
at a time, then stops the server and removes the data.

- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; the whole run took ${took} s (${build}).
- Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version},
  ${os.type()} ${os.release()}; Chromium ${chromium} (\`${settings.chromePath} ${CHROME_FLAGS.join(" ")}\`).
  Load average (1/5/15 min) ${load(loadBefore)} before the Lighthouse runs, ${load(loadAfter)} after;
  Lighthouse's CPU benchmark index ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} over the runs (lower: a slower or busier machine).
- Settings: Lighthouse ${version("lighthouse")} (chrome-launcher ${version("chrome-launcher")}), default config: mobile,
  ${screen ? `${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x` : "moto G power"} emulation, simulated throttling (${throttling ? `${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, CPU ${throttling.cpuSlowdownMultiplier}x slower` : "Lighthouse's defaults"});
  ${settings.runs} run${settings.runs > 1 ? "s" : ""} a page${settings.runs > 1 ? ", pages interleaved; the table shows medians and (min–max)" : ""}. Simulated throttling
  scales the tasks it observed, so a busy machine lowers performance and raises TBT; and it counts
  every request made before the observed LCP paint as blocking it, so scripts that arrived before
  the first paint here (loopback) add their simulated download to LCP.
- JS KB gzip: the scripts the page's first load requested, from Lighthouse's network records
  (resource type Script: the \`<script src>\` chunks of the HTML${late.length ? ", and scripts they requested before any prefetch" : ""}), each
  fetched again and gzipped at level 9, summed; 1 KB = 1,024 bytes.${
    unloaded.size
      ? ` Not counted: what the HTML names but a
  modern browser never requests (${[...unloaded].map((url) => `\`${url}\``).join(", ")}, the \`nomodule\` polyfills).`
      : ""
  }
  Inline scripts (the React Server Components payload in the HTML) are part of the document, not
  counted. "+ prefetched KB" (scripts): chunks of other routes the browser fetched after the page's
  \`<Link>\` prefetches (\`?_rsc=\` requests) brought their payloads: loaded at idle, not needed for
  this page, not in the goal, but downloaded on mobile data all the same.
- Compression: the server compresses (asked with \`Accept-Encoding: gzip, deflate, br\` it answered ${compression}):
  pages with Next's \`compress\` (gzip), the build's scripts and styles in brotli (quality 11, made once
  at start: \`src/server/compressed-assets.ts\`) for a browser that takes it, as Chromium does. What it
  sent for the first-load scripts, headers included, was ${transferVsGzip} against the gzip -9 sum.
${skipped.length ? `- Skipped (not answering 200 at run time): ${skipped.map((note) => `\`${note}\``).join(", ")}.\n` : ""}
${table}

First loads on a phone (issue 19's data budget): what Chromium transferred (headers and compressed
bodies, CDP's \`encodedDataLength\`) for the page from a fresh browser profile at 360 × 800 until the
network was quiet for a second, signed in as a demo member through the API for member pages,
with the \`rishta_low_data\` cookie on or off. The service worker is blocked for this: its install
(the offline page in both languages, its files, the icons) happens once per device after the first
page has loaded. Low-data mode: listing photos wait for a tap, links do not prefetch, and Urdu
text uses the device's own font instead of the 160 KB Nastaliq web font.

${firstLoads.table}

Goals:

${goalLines}
${jsBlock}${findingsBlock}`;
  if (writeDocs) {
    writeDocSection(path.join(root, "docs/benchmarks.md"), "web", section);
    log("wrote docs/benchmarks.md");
  }
  log(`done in ${took} s`);
  process.exitCode = strict;
}

main()
  .catch(async (error) => {
    console.error(`\nbench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exitCode = 1;
    await cleanUp();
  })
  .finally(() => process.exit());
