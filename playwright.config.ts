import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests: the production build in `.next-e2e` (made by `npm test`, or by
 * `NEXT_DIST_DIR=.next-e2e npx next build`), served by the real entry point on an embedded
 * database that is new for every run, driven through Debian's Chromium (no browser downloads).
 */
// Overridable so two checkouts (or two developers on one machine) can run side by side.
const PORT = Number(process.env.E2E_PORT ?? 3310);
const BASE_URL = `http://localhost:${PORT}`;
const DIST_DIR = process.env.E2E_DIST_DIR ?? ".next-e2e";
const CI = Boolean(process.env.CI);

/** Removes the databases of earlier runs whose runner process is gone (named rishta-e2e-<pid>-<time>). */
function removeStaleRunData() {
  for (const name of readdirSync(os.tmpdir())) {
    const pid = Number(/^rishta-e2e-(\d+)-\d+$/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") continue;
      rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

// Playwright loads this file in the runner and again in each worker (which inherit the runner's
// environment): one fresh database per run.
if (!process.env.RISHTA_E2E_DATA) removeStaleRunData();
process.env.RISHTA_E2E_DATA ??= path.join(os.tmpdir(), `rishta-e2e-${process.pid}-${Date.now()}`);
const DATA_DIR = process.env.RISHTA_E2E_DATA;
mkdirSync(DATA_DIR, { recursive: true });

if (!existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
  console.warn(
    `No production build in ${DIST_DIR}: run \`node scripts/test.mjs build\` before \`playwright test\`.`,
  );
}

/**
 * With REQUIRE_POSTGRES=1 (CI) or E2E_POSTGRES=1, a second server runs the same build on
 * PostgreSQL and the "chromium-postgres" project drives the sign-up, dashboard, profile and
 * discovery flows through it too.
 */
const WITH_POSTGRES = process.env.REQUIRE_POSTGRES === "1" || process.env.E2E_POSTGRES === "1";
const POSTGRES_PORT = PORT + 1;
const POSTGRES_BASE_URL = `http://localhost:${POSTGRES_PORT}`;

function serverEnv(port: number, database: "pglite" | "postgres"): Record<string, string> {
  return {
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://localhost:${port}`,
    PGLITE_DIR: path.join(DATA_DIR, "pglite"),
    UPLOADS_DIR: path.join(DATA_DIR, `uploads-${database}`),
    // The tests make the members they need; 300 demo members would only slow the first start.
    SEED_DEMO: "0",
    // Members made through the API say which (made-up) address they come from, as families on
    // their own connections would, so the per-IP sign-up limit meets them one by one.
    TRUST_PROXY: "1",
    ADMIN_EMAIL: "admin@e2e.test",
    ADMIN_PASSWORD: "Admin@12345",
    DEV_MAIL_OUTBOX: "1",
    // Broadcasts are delivered within a moment of being sent (decision 0035); a send also wakes it.
    BROADCAST_POLL_MS: "300",
    LOG_LEVEL: "warn",
    // The embedded database unless this is the PostgreSQL server (its script sets the URL), and
    // the outbox, whatever the shell exports.
    DATABASE_URL: "",
    SMTP_URL: "",
    // Payments go to the built-in demo gateway (decision 0028), on PostgreSQL too, whatever the
    // shell exports.
    DEMO_PAYMENTS: "1",
    PAYFAST_MERCHANT_ID: "",
    PAYFAST_SECURED_KEY: "",
    PAYFAST_MERCHANT_NAME: "",
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  // One server and a 2-core machine: parallel browsers only make timings flaky.
  workers: 1,
  // No retries: a test that passes on the second try is a bug we want to see.
  retries: 0,
  forbidOnly: CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: process.env.E2E_REPORT_DIR ?? "playwright-report" }],
  ],
  use: {
    baseURL: BASE_URL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [
    // Tests tagged @db-data write their data straight into the server's database: only the
    // PostgreSQL server leaves it open to a second client, so they run there alone; tests tagged
    // @embedded need no database of their own and run once, here.
    { name: "chromium", grepInvert: /@db-data/, use: { ...devices["Desktop Chrome"] } },
    ...(WITH_POSTGRES
      ? [
          {
            name: "chromium-postgres",
            // The flows that write the most, again on PostgreSQL: same build, same pages.
            // admin-plans and subscription: their payments and plan periods are written straight into
            // the database, which only this server leaves open to a second client.
            testMatch: /(auth|dashboard|discovery|profile|admin-plans|subscription)\.spec\.ts$/,
            grepInvert: /@embedded/,
            use: { ...devices["Desktop Chrome"], baseURL: POSTGRES_BASE_URL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node_modules/.bin/tsx src/server/main.ts",
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: serverEnv(PORT, "pglite"),
    },
    ...(WITH_POSTGRES
      ? [
          {
            // Creates a database of its own on the test server, then runs the same entry point.
            command: "node_modules/.bin/tsx tests/e2e/postgres-server.ts",
            url: `${POSTGRES_BASE_URL}/api/health`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
            // RISHTA_E2E_DATA: where it leaves its database's URL for the specs (postgres-url).
            env: { ...serverEnv(POSTGRES_PORT, "postgres"), RISHTA_E2E_DATA: DATA_DIR },
          },
        ]
      : []),
  ],
});
