/**
 * `npm run bench:load` (issue 21): 200 members made by the demo generator go through the mixed
 * journey of tests/bench/lib/load-journey.ts (browse with filters, open profiles, propose, accept,
 * message, read notifications, buy a plan through the demo gateway, edit a section), with think
 * time, for 10 minutes against ONE production server (`src/server/main.ts`, the .next-bench build)
 * on PostgreSQL; then the same load, round-robin, against TWO server processes on the same
 * database. Each setup starts from the same data: the seeded database is the template of a fresh
 * copy per setup. Reports throughput, p50/p95/p99 per step, errors, the servers' memory (VmRSS from
 * /proc) and CPU over time, and whether every write the app acknowledged is in the database, into
 * docs/benchmarks.md. Goals: 0 errors, p99 ≤ 500 ms for every step, RSS growth ≤ 10% over the last
 * 5 minutes, two processes ÷ one ≥ 1.6 in throughput; p99 and throughput are judged over the run's
 * thirds (tests/bench/lib/verdict.ts).
 *
 * The servers run with RATE_LIMITS=0: a simulated member acts every second or so for ten minutes,
 * far above what the abuse limits (decision 0011) allow a person, and every member comes from the
 * same address. The plan limits stay: a proposal or message over the member's plan is refused with
 * 403, the app's right answer, and counted apart from errors.
 *
 * Environment (all optional): BENCH_LOAD_SECONDS (600); BENCH_LOAD_MEMBERS (200);
 * BENCH_LOAD_THINK_MS (mean pause between a member's actions, 1000); BENCH_LOAD_SAMPLE_SECONDS
 * (memory and CPU samples, 5); BENCH_LOAD_SETUPS (server processes per setup, "1,2");
 * BENCH_LOAD_QUIET_SECONDS (how long to wait for the machine to settle before each setup, 180);
 * BENCH_KEEP_DB=1 keeps the seeded database `rishta_load_bench` and reuses it next time (each setup
 * still runs on a throw-away copy of it); BENCH_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/postgres); BENCH_SKIP_BUILD=1 reuses the build, BENCH_DIST_DIR
 * (.next-bench) names it; BENCH_WRITE_DOCS=0 only prints; BENCH_STRICT=1 exits 2 when a goal is
 * missed and 3 when the run cannot tell.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { openDatabase } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { seedPlans } from "@/server/db/seed";
import { DEMO_PASSWORD, seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import { benchServerEnv, buildNext, restoreWorkingTree, startAppServer } from "./lib/build";
import {
  DEFAULT_WEIGHTS,
  describeErrors,
  findMissingWrites,
  JOURNEY_ACTIONS,
  type LoadResult,
  runLoad,
  STEPS,
  type StepKey,
  summarizeStep,
  throughput,
  type WriteCheck,
} from "./lib/load-journey";
import { type Child, freePort, waitForOk } from "./lib/processes";
import { markdownTable, median, writeDocSection } from "./lib/report";
import { numberSetting } from "./lib/settings";
import { type Judged, judge, strictExitCode, verdictNotes, verdictTable, waitForQuiet } from "./lib/verdict";

const root = fileURLToPath(new URL("../..", import.meta.url));
const HOST = "127.0.0.1";
const GOAL_P99_MS = 500;
const GOAL_RSS_GROWTH = 0.1;
const GOAL_RATIO = 1.6;
/** The memory goal's window: the last 5 minutes (or the last half of a shorter run). */
const MEMORY_WINDOW_S = 300;
const KEPT_DATABASE = "rishta_load_bench";

const settings = {
  seconds: numberSetting("BENCH_LOAD_SECONDS", 600),
  members: Math.round(numberSetting("BENCH_LOAD_MEMBERS", 200)),
  thinkMs: numberSetting("BENCH_LOAD_THINK_MS", 1000),
  sampleSeconds: numberSetting("BENCH_LOAD_SAMPLE_SECONDS", 5),
  quietSeconds: numberSetting("BENCH_LOAD_QUIET_SECONDS", 180),
  setups: (process.env.BENCH_LOAD_SETUPS || "1,2").split(",").map((n) => {
    const count = Number(n.trim());
    if (!Number.isInteger(count) || count < 1) throw new Error("BENCH_LOAD_SETUPS: server counts, e.g. 1,2");
    return count;
  }),
};
const distDir = process.env.BENCH_DIST_DIR || ".next-bench";
const adminUrl = process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";
const keep = process.env.BENCH_KEEP_DB === "1";

const startedAt = Date.now();
const log = (message: string) =>
  console.log(`[bench:load ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`);

// ---- Databases: one seeded (the template), a fresh copy of it per setup ----

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
/** Databases to drop at the end. */
const throwaway: string[] = [];
const children: Child[] = [];
let cleanup: Promise<void> | null = null;

const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function databaseExists(name: string): Promise<boolean> {
  const rows = await admin`select 1 from pg_database where datname = ${name}`;
  return rows.length > 0;
}

/** The seeded database: kept (BENCH_KEEP_DB=1, reused and topped up) or made for this run. */
async function templateDatabase(): Promise<{ name: string; seeded: string }> {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = keep ? KEPT_DATABASE : `rishta_bench_load_${stamp}_${process.pid}`;
  if (!(await databaseExists(name))) {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    if (!keep) throwaway.push(name);
  }
  const database = await openDatabase({ url: urlOf(name) });
  try {
    await seedPlans(database.db);
    const client = postgres(urlOf(name), { max: 1, onnotice: () => {} });
    const [row] = await client<{ count: number }[]>`
      select count(*)::int as count from users where email like '%@demo.rishta.pk'`;
    await client.end({ timeout: 5 });
    const have = row?.count ?? 0;
    if (have >= settings.members) return { name, seeded: `reused ${name} (${have} demo members)` };
    const began = Date.now();
    const result = await seedDemoProfiles(database, { count: settings.members - have, photos: false });
    return {
      name,
      seeded: `${have ? `topped up ${name} with` : `seeded ${name} with`} ${result.count} demo members in ${((Date.now() - began) / 1000).toFixed(1)} s (no photos)`,
    };
  } finally {
    await database.close();
  }
}

/** A fresh copy of the template for one setup (nobody may be connected to the template meanwhile). */
async function copyOf(template: string, label: string): Promise<string> {
  const name = `${template.slice(0, 40)}_${label}_${process.pid}`;
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  throwaway.push(name);
  return name;
}

async function dropDatabase(name: string) {
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throwaway.splice(throwaway.indexOf(name), 1);
  } catch (error) {
    console.error(`could not drop database ${name}: ${error instanceof Error ? error.message : error}`);
  }
}

function cleanUp(): Promise<void> {
  cleanup ??= (async () => {
    for (const child of children.reverse()) log(`${child.name} stopped (${await child.stop()})`);
    restoreWorkingTree();
    for (const name of [...throwaway]) {
      await dropDatabase(name);
      log(`dropped database ${name}`);
    }
    await admin.end({ timeout: 5 });
  })();
  return cleanup;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---- The servers' memory and CPU, from /proc (Linux) ----

const TICKS_PER_SECOND = 100;

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The process's CPU time so far, in clock ticks (user + system). */
function cpuTicks(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of the whole line (utime, stime) are 12 and 13 after the name.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return Number.NaN;
  }
}

/** The whole machine's busy and total CPU ticks. */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

type Sample = {
  /** Seconds since the load loop started. */
  t: number;
  rss: number[];
  /** Each server's CPU use since the previous sample, in % of one core. */
  cpu: number[];
  /** The machine's, in % of all its cores. */
  machine: number;
  /** This (client) process's, in % of one core. */
  client: number;
};

function startSampler(servers: readonly Child[], everySeconds: number) {
  const pids = servers.map((server) => server.process.pid);
  const samples: Sample[] = [];
  let began = performance.now();
  let last = {
    at: began,
    ticks: pids.map(cpuTicks),
    machine: machineTicks(),
    client: process.cpuUsage(),
  };
  const take = () => {
    const at = performance.now();
    const seconds = (at - last.at) / 1000;
    // The last sample may fall on an interval's tick: one of the two is enough.
    if (seconds < 0.5) return;
    const ticks = pids.map(cpuTicks);
    const machine = machineTicks();
    const client = process.cpuUsage();
    samples.push({
      t: (at - began) / 1000,
      rss: pids.map(rssMb),
      cpu: ticks.map((tick, i) => ((tick - (last.ticks[i] ?? 0)) / TICKS_PER_SECOND / seconds) * 100),
      machine: ((machine.busy - last.machine.busy) / Math.max(1, machine.total - last.machine.total)) * 100,
      client:
        ((client.user - last.client.user + client.system - last.client.system) /
          1e6 /
          Math.max(seconds, 1e-3)) *
        100,
    });
    last = { at, ticks, machine, client };
  };
  let timer: NodeJS.Timeout | null = null;
  return {
    samples,
    start() {
      began = performance.now();
      last = { at: began, ticks: pids.map(cpuTicks), machine: machineTicks(), client: process.cpuUsage() };
      samples.push({
        t: 0,
        rss: pids.map(rssMb),
        cpu: pids.map(() => Number.NaN),
        machine: Number.NaN,
        client: Number.NaN,
      });
      timer = setInterval(take, everySeconds * 1000);
    },
    /** When the samples' clock started (performance.now()). */
    get startedAt() {
      return began;
    },
    /** Stops sampling with a last sample, once (the end of the loop's clock, or an early failure). */
    stop() {
      if (!timer) return;
      clearInterval(timer);
      timer = null;
      take();
    },
  };
}

/** The heap V8 kept after a full collection (`--trace-gc`): the live set, which grows with a leak. */
type LiveHeap = { at: number; mb: number };

/**
 * Warnings and errors a server logged (JSON lines at warn or error), counted and the first kept;
 * and the live heap after each of its full collections (`--trace-gc` lines on its stdout).
 */
function watchLog(server: Child) {
  const seen = { warn: 0, error: 0, first: [] as string[], liveHeap: [] as LiveHeap[] };
  let partial = "";
  const read = (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const collected = /ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(line);
      if (collected) seen.liveHeap.push({ at: performance.now(), mb: Number(collected[1]) });
      const level = /"level":"(warn|error)"/.exec(line)?.[1];
      if (level !== "warn" && level !== "error") continue;
      seen[level]++;
      if (seen.first.length < 10) seen.first.push(line.slice(0, 400));
    }
  };
  server.process.stdout?.on("data", read);
  server.process.stderr?.on("data", read);
  return seen;
}

// ---- One setup: N servers on a fresh copy, the load, the samples, the database check ----

type SetupResult = {
  processes: number;
  database: string;
  result: LoadResult;
  samples: Sample[];
  check: WriteCheck;
  quiet: number;
  loadBefore: number[];
  loadAfter: number[];
  idleRss: number[];
  logs: ReturnType<typeof watchLog>[];
  /** Each server's live heap after its full collections, in seconds since the samples started. */
  liveHeap: { t: number; mb: number }[][];
};

async function waitForLine(server: Child, pattern: RegExp, seconds: number): Promise<boolean> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (pattern.test(server.output())) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function runSetup(
  processes: number,
  template: string,
  members: { email: string; password: string }[],
): Promise<SetupResult> {
  const database = await copyOf(template, `p${processes}`);
  const url = urlOf(database);
  const servers: Child[] = [];
  const bases: string[] = [];
  for (let i = 0; i < processes; i++) {
    const port = await freePort(HOST);
    const base = `http://${HOST}:${port}`;
    const server = startAppServer(
      root,
      benchServerEnv({
        NEXT_DIST_DIR: distDir,
        DATABASE_URL: url,
        PORT: String(port),
        HOST,
        APP_URL: base,
        RATE_LIMITS: "0",
        // The browse index and the warm-up say when they are done at info.
        LOG_LEVEL: "info",
      }),
      // One line per collection on stdout: the live heap after each full one (watchLog).
      ["--trace-gc"],
    );
    children.push(server);
    servers.push(server);
    bases.push(base);
  }
  const logs = servers.map(watchLog);
  for (const [i, server] of servers.entries()) {
    await waitForOk(`${bases[i]}/api/health`, server, 120_000);
    // Measuring starts once the browse index has loaded and the warm-up is over.
    if (!(await waitForLine(server, /browse index loaded/, 120)))
      log(`server ${i + 1}: no "browse index loaded" within 120 s`);
    if (!(await waitForLine(server, /precompressed the build/, 120)))
      log(`server ${i + 1}: no warm-up line within 120 s`);
  }
  const idleRss = servers.map((server) => rssMb(server.process.pid));
  log(
    `${processes} server process${processes > 1 ? "es" : ""} on ${database}: ${bases.join(", ")} (RSS ${idleRss.map((mb) => mb.toFixed(0)).join(", ")} MB)`,
  );
  const quiet = await waitForQuiet(log, settings.quietSeconds);
  const loadBefore = os.loadavg();
  const sampler = startSampler(servers, settings.sampleSeconds);
  let lastReport = 0;
  const progress = setInterval(() => {
    const latest = sampler.samples.at(-1);
    if (!latest || latest.t - lastReport < 30) return;
    lastReport = latest.t;
    log(
      `  ${latest.t.toFixed(0)} s: RSS ${latest.rss.map((mb) => mb.toFixed(0)).join(", ")} MB, server CPU ${latest.cpu.map((c) => c.toFixed(0)).join(", ")}%, machine ${latest.machine.toFixed(0)}%`,
    );
  }, 5_000);
  let result: LoadResult;
  let stopSampling: NodeJS.Timeout | null = null;
  try {
    result = await runLoad({
      baseUrls: bases,
      members,
      durationMs: settings.seconds * 1000,
      thinkMs: settings.thinkMs,
      // Sampled over the loop's clock: the last sample at its end, not after the last member's action.
      onStart: () => {
        sampler.start();
        stopSampling = setTimeout(() => sampler.stop(), settings.seconds * 1000);
      },
      log,
    });
  } finally {
    clearInterval(progress);
    if (stopSampling) clearTimeout(stopSampling);
    sampler.stop();
  }
  const loadAfter = os.loadavg();
  log(
    `load done: ${result.members} members, ${throughput(result).toFixed(1)} req/s, ${result.errorCount} errors, ${result.writes.length} acknowledged writes`,
  );
  // Every server stopped first: what is in the database is what they committed.
  for (const server of servers) {
    log(`${server.name} stopped (${await server.stop()})`);
    children.splice(children.indexOf(server), 1);
  }
  const client = postgres(url, { max: 2, onnotice: () => {} });
  let check: WriteCheck;
  try {
    check = await findMissingWrites(drizzle(client, { schema }), result.writes);
  } finally {
    await client.end({ timeout: 5 });
  }
  log(`acknowledged writes checked: ${check.checked}, missing ${check.missing.length}`);
  log(`full collections (--trace-gc): ${logs.map((l) => l.liveHeap.length).join(", ")}`);
  await dropDatabase(database);
  return {
    processes,
    database,
    result,
    samples: sampler.samples,
    check,
    quiet,
    loadBefore,
    loadAfter,
    idleRss,
    logs,
    liveHeap: logs.map((log) =>
      log.liveHeap.map(({ at, mb }) => ({ t: (at - sampler.startedAt) / 1000, mb })),
    ),
  };
}

// ---- The report ----

const fmtMs = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : "–");
const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");
const loadText = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");
const mean = (values: readonly number[]) => {
  const finite = values.filter(Number.isFinite);
  return finite.reduce((sum, v) => sum + v, 0) / Math.max(1, finite.length);
};

/** The run's thirds, in ms since the loop started: the rounds the timing goals are judged over. */
function thirds(durationMs: number): [number, number][] {
  return [0, 1, 2].map((i) => [(durationMs * i) / 3, (durationMs * (i + 1)) / 3]);
}

/** RSS growth over the memory window: the median of its first fifth against that of its last fifth. */
function memoryGrowth(samples: readonly Sample[], durationS: number, server: number) {
  const windowS = Math.min(MEMORY_WINDOW_S, durationS / 2);
  const from = durationS - windowS;
  const inWindow = samples.filter((s) => s.t >= from - 1e-6);
  const fifth = Math.max(1, Math.floor(inWindow.length / 5));
  const first = median(inWindow.slice(0, fifth).map((s) => s.rss[server] ?? Number.NaN));
  const last = median(inWindow.slice(-fifth).map((s) => s.rss[server] ?? Number.NaN));
  return { windowS, first, last, growth: (last - first) / first };
}

/**
 * Live-heap growth over the memory window: the median heap after the full collections of its first
 * fifth against those of its last fifth. RSS swings with the collector's sawtooth; this does not.
 */
function liveHeapGrowth(setup: SetupResult, server: number) {
  const durationS = setup.result.durationMs / 1000;
  const windowS = Math.min(MEMORY_WINDOW_S, durationS / 2);
  const points = (setup.liveHeap[server] ?? []).filter((p) => p.t >= durationS - windowS && p.t <= durationS);
  // By count, as the RSS samples: full collections come when the heap fills, not on a clock.
  const fifth = Math.max(1, Math.floor(points.length / 5));
  const first = points.length < 2 ? Number.NaN : median(points.slice(0, fifth).map((p) => p.mb));
  const last = points.length < 2 ? Number.NaN : median(points.slice(-fifth).map((p) => p.mb));
  return { windowS, collections: points.length, first, last, growth: (last - first) / first };
}

function stepTable(setup: SetupResult): string {
  const rows = setup.result.steps
    .filter((stats) => stats.ok + stats.errors + Object.keys(stats.refused).length > 0)
    .map((stats) => {
      const s = summarizeStep(stats);
      return [
        s.label,
        fmtInt(s.ok + s.refused + s.errors),
        fmtInt(s.refused),
        fmtInt(s.errors),
        fmtMs(s.p50),
        fmtMs(s.p95),
        fmtMs(s.p99),
        fmtMs(s.max),
      ];
    });
  for (const stats of setup.result.setup) {
    const s = summarizeStep(stats);
    rows.push([
      `(before the loop) ${s.label}`,
      fmtInt(s.ok + s.errors),
      "0",
      fmtInt(s.errors),
      fmtMs(s.p50),
      fmtMs(s.p95),
      fmtMs(s.p99),
      fmtMs(s.max),
    ]);
  }
  return markdownTable(
    ["step", "requests", "expected refusals", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"],
    rows,
  );
}

function memoryTable(setup: SetupResult): string {
  const { samples } = setup;
  // At most about twenty rows: every k-th sample, and always the last.
  const k = Math.max(1, Math.ceil(samples.length / 20));
  const shown = samples.filter((_, i) => i % k === 0 || i === samples.length - 1);
  const servers = setup.processes;
  const header = [
    "t (s)",
    ...Array.from({ length: servers }, (_, i) => (servers > 1 ? `RSS ${i + 1} MB` : "RSS MB")),
    ...Array.from({ length: servers }, (_, i) => (servers > 1 ? `CPU ${i + 1} %` : "server CPU %")),
    "machine CPU %",
    "req/s",
  ];
  const rows = shown.map((sample, index) => {
    const previous = index > 0 ? (shown[index - 1]?.t ?? 0) : Math.max(0, sample.t - settings.sampleSeconds);
    return [
      sample.t.toFixed(0),
      ...sample.rss.map((mb) => mb.toFixed(0)),
      ...sample.cpu.map((c) => (Number.isFinite(c) ? c.toFixed(0) : "–")),
      Number.isFinite(sample.machine) ? sample.machine.toFixed(0) : "–",
      sample.t > 0 ? throughput(setup.result, previous * 1000, sample.t * 1000).toFixed(1) : "–",
    ];
  });
  return markdownTable(header, rows);
}

function writesLine(check: WriteCheck): string {
  const a = check.acknowledged;
  return `${fmtInt(a.proposal)} proposals, ${fmtInt(a.accept)} acceptances, ${fmtInt(a.message)} messages, ${fmtInt(a.purchase)} plans bought, ${fmtInt(a.section)} section saves acknowledged; ${fmtInt(check.checked)} checked in the database (for sections, each profile's last save), ${check.missing.length} missing`;
}

function summaryTable(setups: readonly SetupResult[]): string {
  return markdownTable(
    [
      "setup",
      "members",
      "requests",
      "req/s",
      "actions/s",
      "errors",
      "writes acknowledged / missing",
      "RSS idle → end MB",
      "server CPU % (mean)",
      "machine CPU % (mean)",
      "bench client CPU % (mean)",
    ],
    setups.map((setup) => {
      const r = setup.result;
      const requests = r.perSecond.reduce((sum, n) => sum + n, 0);
      const actions = JOURNEY_ACTIONS.reduce((sum, a) => sum + r.actions[a], 0);
      const last = setup.samples.at(-1);
      return [
        `${setup.processes} process${setup.processes > 1 ? "es" : ""}`,
        String(r.members),
        fmtInt(requests),
        throughput(r).toFixed(1),
        (actions / (r.durationMs / 1000)).toFixed(1),
        fmtInt(r.errorCount),
        `${fmtInt(r.writes.length)} / ${setup.check.missing.length}`,
        setup.idleRss
          .map((idle, i) => `${idle.toFixed(0)} → ${(last?.rss[i] ?? Number.NaN).toFixed(0)}`)
          .join(", "),
        setup.idleRss
          .map((_, i) => mean(setup.samples.map((s) => s.cpu[i] ?? Number.NaN)).toFixed(0))
          .join(", "),
        mean(setup.samples.map((s) => s.machine)).toFixed(0),
        mean(setup.samples.map((s) => s.client)).toFixed(0),
      ];
    }),
  );
}

function goals(setups: readonly SetupResult[]): Judged[] {
  const judged: Judged[] = [];
  const single = setups.find((s) => s.processes === 1) ?? setups[0];
  const label = (s: SetupResult) => `${s.processes} process${s.processes > 1 ? "es" : ""}`;
  // Not timings: one error or one lost write is a miss, busy machine or not.
  for (const setup of setups) {
    judged.push(
      judge(
        {
          name: `errors, ${label(setup)}`,
          rounds: [setup.result.errorCount],
          limit: 0,
          kind: "max",
          unit: "events",
        },
        0,
      ),
      judge(
        {
          name: `acknowledged writes missing, ${label(setup)}`,
          rounds: [setup.check.missing.length],
          limit: 0,
          kind: "max",
          unit: "events",
        },
        0,
      ),
    );
  }
  if (!single) return judged;
  const windows = thirds(single.result.durationMs);
  for (const stats of single.result.steps) {
    const rounds = windows.map(([from, to]) => summarizeStep(stats, from, to).p99).filter(Number.isFinite);
    if (rounds.length === 0) continue;
    judged.push(
      judge(
        {
          name: `p99, ${STEPS[stats.step as StepKey].label}`,
          rounds,
          limit: GOAL_P99_MS,
          kind: "max",
          unit: "ms",
        },
        single.quiet,
      ),
    );
  }
  const memory = memoryGrowth(single.samples, single.result.durationMs / 1000, 0);
  judged.push(
    judge(
      {
        name: `RSS growth over the last ${(memory.windowS / 60).toFixed(1)} min, ${label(single)}`,
        rounds: [memory.growth],
        limit: GOAL_RSS_GROWTH,
        kind: "max",
        unit: "%",
      },
      single.quiet,
    ),
  );
  const heap = liveHeapGrowth(single, 0);
  judged.push(
    judge(
      {
        name: `live heap growth (after full collections) over the last ${(heap.windowS / 60).toFixed(1)} min, ${label(single)}`,
        rounds: [heap.growth],
        limit: GOAL_RSS_GROWTH,
        kind: "max",
        unit: "%",
      },
      single.quiet,
    ),
  );
  const double = setups.find((s) => s.processes === 2);
  if (double) {
    const rounds = windows.map(
      ([from, to]) =>
        throughput(double.result, from, to) / Math.max(1e-9, throughput(single.result, from, to)),
    );
    judged.push(
      judge(
        { name: "throughput, 2 processes ÷ 1 process", rounds, limit: GOAL_RATIO, kind: "min", unit: "%" },
        Math.max(single.quiet, double.quiet),
      ),
    );
  }
  return judged;
}

function report(
  setups: readonly SetupResult[],
  build: string,
  seeded: string,
  judged: readonly Judged[],
): string {
  const first = setups[0];
  const weights = JOURNEY_ACTIONS.map((a) => `${a} ${DEFAULT_WEIGHTS[a]}`).join(", ");
  const sections = setups.map((setup) => {
    const r = setup.result;
    const growth = setup.idleRss
      .map((_, i) => {
        const m = memoryGrowth(setup.samples, r.durationMs / 1000, i);
        return `${m.first.toFixed(0)} → ${m.last.toFixed(0)} MB (${(m.growth * 100).toFixed(1)}%)`;
      })
      .join("; ");
    const heap = setup.idleRss
      .map((_, i) => {
        const h = liveHeapGrowth(setup, i);
        return `${h.first.toFixed(0)} → ${h.last.toFixed(0)} MB (${(h.growth * 100).toFixed(1)}%, ${h.collections} full collections in the window)`;
      })
      .join("; ");
    const actions = JOURNEY_ACTIONS.map((a) => `${a} ${fmtInt(r.actions[a])}`).join(", ");
    const fallbacks = JOURNEY_ACTIONS.filter((a) => r.fallbacks[a] > 0)
      .map((a) => `${a} ${fmtInt(r.fallbacks[a])}`)
      .join(", ");
    const errors = describeErrors(r, 10);
    const refusals = r.steps
      .flatMap((s) => Object.entries(s.refused).map(([why, n]) => `${s.step} ${why} (${fmtInt(n)})`))
      .join("; ");
    const logs = setup.logs.map((l) => `${l.warn} warnings, ${l.error} errors`).join("; ");
    const logLines = setup.logs.flatMap((l) => l.first).slice(0, 5);
    return `### ${setup.processes} server process${setup.processes > 1 ? "es" : ""}${setup.processes > 1 ? ", requests round-robin" : ""}

Load average (1/5/15 min) ${loadText(setup.loadBefore)} before, ${loadText(setup.loadAfter)} after. Actions completed: ${actions}${fallbacks ? `; picked but not possible yet, done as a browse instead: ${fallbacks}` : ""}. Expected refusals: ${refusals || "none"}. Server log: ${logs}.

${stepTable(setup)}

Memory and CPU, sampled every ${settings.sampleSeconds} s (RSS growth over the last ${(Math.min(MEMORY_WINDOW_S, r.durationMs / 2000) / 60).toFixed(1)} min, median of its first fifth → last fifth: ${growth}; the live heap after each full collection, \`--trace-gc\`, the same fifths: ${heap}):

${memoryTable(setup)}

Acknowledged writes: ${writesLine(setup.check)}.${
      setup.check.missing.length
        ? `\n\n${setup.check.missing
            .slice(0, 10)
            .map(({ write, why }) => `- missing: \`${JSON.stringify(write)}\`: ${why}`)
            .join("\n")}`
        : ""
    }${errors.length ? `\n\nErrors (by step, status and body, most frequent first):\n\n${errors.map((line) => `- \`${line.replaceAll("`", "'")}\``).join("\n")}` : ""}${logLines.length ? `\n\nFirst server log lines at warn or error:\n\n${logLines.map((line) => `- \`${line.replaceAll("`", "'")}\``).join("\n")}` : ""}`;
  });
  return `## bench:load: ${settings.members} members, a mixed journey, one server and two, on PostgreSQL

Command: \`npm run bench:load\` (issue 21). ${seeded}; each setup runs on a fresh copy of that database,
so both start from the same data. ${first?.result.members ?? 0} demo members sign in (4 at a time, before
the clock starts), then each loops for ${settings.seconds} s: pick an action (weights: ${weights}; tests/bench/lib/load-journey.ts), do it over the REST rows, think ${settings.thinkMs} ms
on average (0.5 to 1.5 times; a quarter of that between the steps of one action). Browse uses the
member's wanted ages and religion half the time, a sort and a page; open, propose and message pick
from the cards found; accept answers a received proposal; buying a plan goes through the packages
list, the checkout, the demo gateway's page and its Approve (its IPN settles the payment in process;
the three payment requests stay on one server, whose memory holds the gateway's token). The
production build (\`${distDir}\`), RATE_LIMITS=0 (the abuse limits are per person; the plan limits stay,
and their 403s, like a 409 for a proposal the other member just sent, are the app's right answers:
counted as expected refusals, not errors). Every other non-2xx answer, timeout or reset is an error.

- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; the whole run took ${((Date.now() - startedAt) / 1000).toFixed(0)} s (${build}).
- Machine: ${os.availableParallelism()} cores, Node ${process.version}; the members (this process), the servers and PostgreSQL share them.

${summaryTable(setups)}

The members think between actions, so they offer a bounded load (about ${(1000 / settings.thinkMs).toFixed(1)} actions a
second each): a second process can raise the throughput only as far as one process was holding it
back, that is, when one process was saturated (its CPU near 100% of a core) or the machine had cores to
spare. The CPU columns say whether it was.

Goals (p99 and the throughput ratio judged over the run's thirds; the ratio is written as a percentage):

${verdictTable(judged)}

${verdictNotes(judged)}

${sections.join("\n\n")}
`;
}

// ---- Main ----

async function main(): Promise<number> {
  const build = await buildNext({
    root,
    distDir,
    reuse: process.env.BENCH_SKIP_BUILD === "1",
    log,
    children,
  });
  log(build);
  const template = await templateDatabase();
  log(template.seeded);
  const reader = postgres(urlOf(template.name), { max: 1, onnotice: () => {} });
  const rows = await reader<{ email: string }[]>`
    select u.email from users u join profiles p on p.user_id = u.id
    where u.email like '%@demo.rishta.pk' and u.status = 'active' and p.status = 'active'
    order by u.email limit ${settings.members}`;
  await reader.end({ timeout: 5 });
  if (rows.length < settings.members) throw new Error(`only ${rows.length} active demo members`);
  const members = rows.map(({ email }) => ({ email, password: DEMO_PASSWORD }));

  const setups: SetupResult[] = [];
  for (const processes of settings.setups) {
    log(`setup: ${processes} server process${processes > 1 ? "es" : ""}, ${settings.seconds} s`);
    setups.push(await runSetup(processes, template.name, members));
  }
  const judged = goals(setups);
  const body = report(setups, build, template.seeded, judged);
  console.log(body);
  if (writeDocs) {
    writeDocSection(path.join(root, "docs", "benchmarks.md"), "load", body);
    log("wrote docs/benchmarks.md");
  }
  return strictExitCode(judged);
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanUp();
    process.exit(1);
  });
