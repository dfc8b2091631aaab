// `npm run fuzz`: the long fuzzing run of docs/decisions/0017. Every procedure's input, FUZZ_RUNS
// cases each (10,000 unless set), through tRPC and its REST rows, on PGlite and on the PostgreSQL
// server at 127.0.0.1:5432 (skipped when unreachable, unless REQUIRE_POSTGRES=1). Each run draws a
// new base seed unless FUZZ_SEED is set; it is printed first, and a failure prints the command that
// replays it. Arguments go on to vitest: `npm run fuzz -- -t profile.saveDraft --project api-pglite`.
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vitest = path.join(
  root,
  "node_modules",
  ".bin",
  process.platform === "win32" ? "vitest.cmd" : "vitest",
);

const runs = process.env.FUZZ_RUNS ?? "10000";
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const extra = process.argv.slice(2);
const projects = extra.includes("--project") ? [] : ["--project", "api-pglite", "--project", "api-postgres"];

console.log(`Fuzzing ${runs} cases a procedure with FUZZ_SEED=${seed}`);
const started = Date.now();
const child = spawn(vitest, ["run", "tests/api/fuzz.test.ts", ...projects, ...extra], {
  cwd: root,
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  console.log(`Fuzzing took ${((Date.now() - started) / 60_000).toFixed(1)} min (FUZZ_SEED=${seed})`);
  process.exit(code ?? (signal ? 1 : 0));
});
