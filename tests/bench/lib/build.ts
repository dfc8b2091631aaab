import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Child, startChild } from "./processes";

/** Restores of files a running `next build` may rewrite; emptied by `restoreWorkingTree()`. */
const pendingRestores = new Set<() => void>();

/**
 * Puts back tsconfig.json and next-env.d.ts if a build started by `buildNext` rewrote them. Safe to
 * call at any time and more than once (cleanup on failure or SIGINT calls it mid-build).
 */
export function restoreWorkingTree(): void {
  for (const restore of pendingRestores) restore();
}

export type BuildOptions = {
  /** The repository root (where next.config.js is). */
  root: string;
  /** The build folder, passed as NEXT_DIST_DIR (next.config.js reads it). */
  distDir: string;
  /** Reuse an existing build in `distDir` instead of building (the benchmarks' BENCH_SKIP_BUILD=1). */
  reuse: boolean;
  /** Variables for the build on top of the caller's environment (for instance APP_URL). */
  env?: Record<string, string>;
  log(message: string): void;
  /** The caller's list of running children: the build is in it while it runs, so cleanup stops it. */
  children: Child[];
};

/**
 * `next build` into `distDir` (production), unless `reuse` and a build is there. Returns a line for
 * the report ("built .next-bench in 31 s" or "reused …").
 */
export async function buildNext(options: BuildOptions): Promise<string> {
  const { root, distDir, log, children } = options;
  if (options.reuse && existsSync(path.join(root, distDir, "BUILD_ID"))) {
    return `reused ${distDir} (BENCH_SKIP_BUILD=1)`;
  }
  // `next build` may add its distDir's type globs to tsconfig.json and rewrites next-env.d.ts: put
  // both back (also when interrupted), so a benchmark leaves the working tree as it found it.
  const touched = ["tsconfig.json", "next-env.d.ts"].map((file) => {
    const full = path.join(root, file);
    return { full, content: existsSync(full) ? readFileSync(full, "utf8") : null };
  });
  const restore = () => {
    for (const { full, content } of touched) {
      if (content !== null && readFileSync(full, "utf8") !== content) writeFileSync(full, content);
    }
    pendingRestores.delete(restore);
  };
  pendingRestores.add(restore);
  log(`building Next into ${distDir} (about 30 s; BENCH_SKIP_BUILD=1 reuses it next time)`);
  const began = Date.now();
  const build = startChild("next build", path.join(root, "node_modules/.bin/next"), ["build"], {
    cwd: root,
    env: {
      ...process.env,
      ...options.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  children.push(build);
  const outcome = await build.exited;
  children.splice(children.indexOf(build), 1);
  restore();
  if (outcome !== "code 0") throw new Error(`next build failed (${outcome}):\n${build.output()}`);
  return `built ${distDir} in ${((Date.now() - began) / 1000).toFixed(0)} s`;
}

/**
 * The production server's environment for a benchmark: nothing from the caller's shell that would
 * change what is measured (a database, mail, an admin, a proxy), then `overrides`.
 */
export function benchServerEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    "APP_URL",
    "DATABASE_URL",
    "SMTP_URL",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "SEED_DEMO",
    "TRUST_PROXY",
    "PGLITE_DIR",
    "UPLOADS_DIR",
    "DEV_MAIL_OUTBOX",
    "PAYFAST_MERCHANT_ID",
    "PAYFAST_SECURED_KEY",
    "PAYFAST_MERCHANT_NAME",
    "PAYFAST_API_URL",
  ]) {
    delete environment[name];
  }
  return {
    ...environment,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    // A benchmark takes no payments: the demo gateway, which production on PostgreSQL refuses unless told.
    DEMO_PAYMENTS: "1",
    ...overrides,
  };
}

/**
 * The project's own entry (`src/server/main.ts`) as a child process, as `npm start` runs it. With
 * BENCH_CPU_PROF_DIR set, the server writes a V8 CPU profile there when it stops (Node refuses
 * --cpu-prof in NODE_OPTIONS), to see where a benchmark's server time goes.
 */
export function startAppServer(root: string, env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Child {
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...profiling, ...nodeFlags, "--import", "tsx", "src/server/main.ts"];
  return startChild("server", process.execPath, args, {
    cwd: root,
    env,
  });
}
