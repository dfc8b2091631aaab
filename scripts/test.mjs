// `npm test`: the one command that runs every check, in order, stopping at the first failure.
//   lint (biome) -> types (tsc) -> migrations (drizzle-kit check) -> OpenAPI lint (Redocly,
//   Spectral) -> unit + API tests (vitest)
//   -> production build into .next-e2e -> end-to-end tests (Playwright on Debian's Chromium)
// Run a subset by naming steps: `npm test -- vitest` or `node scripts/test.mjs build e2e`.
// The environment passes through (REQUIRE_POSTGRES, TEST_DATABASE_URL for vitest, CI, ...).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) =>
  path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);
const CHROMIUM = "/usr/bin/chromium";
const E2E_DIST_DIR = ".next-e2e";

const steps = [
  { name: "lint", label: "biome check", command: "biome", args: ["check", "."] },
  { name: "types", label: "tsc --noEmit", command: "tsc", args: ["--noEmit"] },
  { name: "migrations", label: "drizzle-kit check", command: "drizzle-kit", args: ["check"] },
  {
    name: "openapi",
    label: "openapi lint (redocly, spectral)",
    command: "tsx",
    args: ["scripts/lint-openapi.ts"],
  },
  { name: "vitest", label: "vitest run", command: "vitest", args: ["run"] },
  {
    name: "build",
    label: `next build (${E2E_DIST_DIR})`,
    command: "next",
    args: ["build"],
    env: { NEXT_DIST_DIR: E2E_DIST_DIR, NODE_ENV: "production" },
  },
  { name: "e2e", label: "playwright test", command: "playwright", args: ["test"], needsChromium: true },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

let current = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
    else process.exit(130);
  });
}

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(bin(step.command), step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: "inherit",
    });
    current = child;
    child.on("error", (error) => {
      console.error(`Could not run ${step.command}: ${error.message} (did \`npm ci\` run?)`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? (signal ? `signal ${signal}` : 1));
    });
  });
}

function printSummary(results, total) {
  console.log("\n── npm test summary ──────────────────────────────");
  for (const result of results) {
    const mark = result.status === "passed" ? "✔" : result.status === "failed" ? "✘" : "-";
    const time = result.ms === undefined ? "" : seconds(result.ms);
    console.log(`  ${mark} ${result.label.padEnd(28)} ${result.status.padEnd(8)} ${time}`);
  }
  console.log(`  total ${seconds(total)}`);
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(", ")}. Steps: ${steps.map((s) => s.name).join(", ")}`);
    process.exit(2);
  }
  const selected = wanted.length ? steps.filter((step) => wanted.includes(step.name)) : steps;

  if (selected.some((step) => step.needsChromium) && !existsSync(CHROMIUM)) {
    console.error(
      `✘ The end-to-end tests need Debian's Chromium at ${CHROMIUM}, which is missing.\n` +
        "  Install it with:  sudo apt-get install -y chromium fonts-noto-core\n" +
        "  (Playwright's own browser download does not work here; .ci/run installs it in CI.)",
    );
    process.exit(1);
  }

  const started = Date.now();
  const results = selected.map((step) => ({ label: step.label, status: "skipped" }));
  for (const [index, step] of selected.entries()) {
    const result = results[index];
    console.log(`\n▶ [${index + 1}/${selected.length}] ${step.label}`);
    const stepStarted = Date.now();
    const code = await run(step);
    result.ms = Date.now() - stepStarted;
    if (code !== 0) {
      result.status = "failed";
      console.error(`\n✘ Step "${step.label}" failed (exit ${code}) after ${seconds(result.ms)}.`);
      printSummary(results, Date.now() - started);
      console.error(`\nnpm test FAILED at step ${index + 1}/${selected.length}: ${step.label}`);
      process.exit(typeof code === "number" ? code : 1);
    }
    result.status = "passed";
    console.log(`✔ ${step.label} passed in ${seconds(result.ms)}`);
  }
  printSummary(results, Date.now() - started);
  console.log(`\nnpm test passed: ${selected.length} step(s) in ${seconds(Date.now() - started)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
