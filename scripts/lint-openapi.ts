// `npm run lint:openapi`: the OpenAPI document the service serves at /api/openapi.json, generated
// from the procedures' declarations, linted by Redocly (recommended rules, redocly.yaml) and
// Spectral (OpenAPI rules, .spectral.yaml). Any error or warning of either fails: integrators'
// tools read these documents, and a warning is a thing some tool gets wrong.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The document as a deployment serves it: `servers` names APP_URL, which on a developer's machine
// is localhost (a warning: no client should be pointed there).
process.env.APP_URL = "https://rishta.test";
const { buildOpenApiDocument } = await import("../src/server/api/openapi");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

type RedoclyProblem = { ruleId: string; severity: string; message: string; location: { pointer?: string }[] };
type RedoclyReport = { totals: { errors: number; warnings: number }; problems: RedoclyProblem[] };

function redocly(file: string): boolean {
  const run = spawnSync(bin("redocly"), ["lint", file, "--config", "redocly.yaml", "--format=json"], {
    cwd: root,
    encoding: "utf8",
  });
  let report: RedoclyReport;
  try {
    report = JSON.parse(run.stdout) as RedoclyReport;
  } catch {
    console.error(`redocly did not answer JSON (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    return false;
  }
  for (const problem of report.problems) {
    const where = problem.location.map((location) => location.pointer ?? "").join(", ");
    console.error(`redocly ${problem.severity} ${problem.ruleId}: ${problem.message} at ${where}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`redocly (recommended): ${errors} errors, ${warnings} warnings`);
  return errors === 0 && warnings === 0;
}

function spectral(file: string): boolean {
  const run = spawnSync(
    bin("spectral"),
    ["lint", file, "--ruleset", ".spectral.yaml", "--fail-severity", "hint", "--format", "text"],
    { cwd: root, encoding: "utf8" },
  );
  const findings = run.stdout.trim();
  if (findings) console.error(findings);
  console.log(`spectral (oas): ${run.status === 0 ? "no findings" : "findings above"}`);
  return run.status === 0;
}

const dir = mkdtempSync(path.join(tmpdir(), "rishta-openapi-"));
try {
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(await buildOpenApiDocument(), null, 2));
  const results = [redocly(file), spectral(file)];
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
