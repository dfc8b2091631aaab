/**
 * `npm run bench:realtime`: the production server on PostgreSQL with 1,000 members' event streams
 * open (SSE, `realtime.events`, decision 0025), while this process publishes member events at a
 * steady rate for 60 s, each to one random member, through `publishMemberEvent` on its own
 * connection (as another app process would). Measures the delivery latency (publish call to the
 * event read from the member's stream) p50/p95/p99, events lost, and the server's RSS, in three
 * rounds judged by tests/bench/lib/verdict.ts. Goal: p95 ≤ 100 ms, RSS ≤ 400 MB, no event lost or
 * misdelivered. Writes the figures into docs/benchmarks.md.
 *
 * Environment (all optional): BENCH_LISTENERS (1000), BENCH_RATE (events a second, 100),
 * BENCH_DURATION (seconds a round, 20), BENCH_ROUNDS (3); BENCH_SKIP_BUILD=1 reuses an existing build, BENCH_DIST_DIR
 * (.next-bench) names it; BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres) is where
 * the throw-away database is created; BENCH_WRITE_DOCS=0 only prints; BENCH_STRICT=1 exits 2 when
 * a goal is missed and 3 when the run cannot tell.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import superjson from "superjson";
import { memberEventSchema } from "@/lib/realtime/member-events";
import { generateToken, hashToken } from "@/server/auth/tokens";
import * as schema from "@/server/db/schema";
import { publishMemberEvent } from "@/server/realtime/publish";
import { benchServerEnv, buildNext, restoreWorkingTree, startAppServer } from "./lib/build";
import { type Child, freePort, waitForOk } from "./lib/processes";
import { markdownTable, median, percentile, writeDocSection } from "./lib/report";
import { numberSetting } from "./lib/settings";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./lib/throwaway-database";
import { judge, strictExitCode, verdictNotes, verdictTable, waitForQuiet } from "./lib/verdict";

const root = fileURLToPath(new URL("../..", import.meta.url));
const HOST = "127.0.0.1";
const GOAL_P95_MS = 100;
const GOAL_RSS_MB = 400;

const settings = {
  listeners: numberSetting("BENCH_LISTENERS", 1000),
  rate: numberSetting("BENCH_RATE", 100),
  duration: numberSetting("BENCH_DURATION", 20),
  rounds: numberSetting("BENCH_ROUNDS", 3),
};
const distDir = process.env.BENCH_DIST_DIR || ".next-bench";
const adminUrl = process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";

const startedAt = Date.now();
const children: Child[] = [];
let bench: postgres.Sql | null = null;
let database: ThrowawayDatabase | null = null;
let cleanup: Promise<void> | null = null;
const streams: AbortController[] = [];

function log(message: string) {
  console.log(`[bench:realtime ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

function cleanUp(): Promise<void> {
  cleanup ??= (async () => {
    for (const stream of streams) stream.abort();
    await bench?.end({ timeout: 5 });
    for (const child of children.reverse()) log(`${child.name} stopped (${await child.stop()})`);
    restoreWorkingTree();
    await database?.drop(log);
  })();
  return cleanup;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** The server's resident memory, from /proc (Linux), in MB. */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** Members with a live session each, made in SQL (sign-up would cost an argon2 hash apiece). */
async function createMembers(sql: postgres.Sql, count: number) {
  const members = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    token: generateToken(),
    email: `rt-bench-${index}-${process.pid}@example.com`,
  }));
  for (let from = 0; from < members.length; from += 500) {
    const slice = members.slice(from, from + 500);
    await sql`insert into users ${sql(
      slice.map((m) => ({
        id: m.id,
        name: "Bench Member",
        email: m.email,
        phone: "+923001234567",
        password_hash: "not-a-real-hash",
        email_verified_at: new Date().toISOString(),
      })),
    )}`;
    await sql`insert into sessions ${sql(
      slice.map((m) => ({
        id: hashToken(m.token),
        user_id: m.id,
        expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })),
    )}`;
  }
  return members;
}

type Pending = { sentAt: number; userId: string };

/**
 * Opens one member's stream and reports each event's arrival. Returns once the stream's
 * `connected` message has come.
 */
async function openStream(
  base: string,
  member: { id: string; token: string },
  onEvent: (notificationId: string, at: number) => void,
): Promise<void> {
  const controller = new AbortController();
  streams.push(controller);
  const url = `${base}/api/trpc/realtime.events?input=${encodeURIComponent(JSON.stringify(superjson.serialize({})))}`;
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", cookie: `rishta_session=${member.token}` },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith("event: connected")) connected();
          if (block.startsWith("event: serialized-error")) throw new Error(`stream refused: ${block}`);
          if (block.startsWith("event:")) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const event = memberEventSchema.parse(superjson.deserialize(JSON.parse(data)));
          if (event.type === "notification" && event.notificationId) onEvent(event.notificationId, at);
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) console.error(`stream of ${member.id} failed: ${error}`);
    }
  })();
  await ready;
}

async function main() {
  const build = await buildNext({
    root,
    distDir,
    reuse: process.env.BENCH_SKIP_BUILD === "1",
    log,
    children,
  });
  log(build);
  database = await createThrowawayDatabase(adminUrl, "rishta_bench_rt");
  log(`database ${database.name} on PostgreSQL ${database.serverVersion}`);
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const server = startAppServer(
    root,
    benchServerEnv({ NEXT_DIST_DIR: distDir, DATABASE_URL: database.url, PORT: String(port), HOST }),
  );
  children.push(server);
  await waitForOk(`${base}/api/health`, server, 120_000);
  const pid = server.process.pid;
  const idleRss = rssMb(pid);
  log(`server up (pid ${pid}, RSS ${idleRss.toFixed(0)} MB)`);

  bench = postgres(database.url, { max: 4, onnotice: () => {} });
  const db = drizzle(bench, { schema });
  const members = await createMembers(bench, settings.listeners);
  log(`${members.length} members with sessions made in SQL`);

  const pending = new Map<string, Pending>();
  const latencies: number[] = [];
  let wrongMember = 0;
  const openedAt = Date.now();
  for (let from = 0; from < members.length; from += 50) {
    await Promise.all(
      members.slice(from, from + 50).map((member) =>
        openStream(base, member, (notificationId, at) => {
          const sent = pending.get(notificationId);
          if (!sent) return;
          if (sent.userId !== member.id) wrongMember++;
          pending.delete(notificationId);
          latencies.push(at - sent.sentAt);
        }),
      ),
    );
  }
  const openSeconds = (Date.now() - openedAt) / 1000;
  const connectedRss = rssMb(pid);
  log(
    `${members.length} streams open in ${openSeconds.toFixed(1)} s (server RSS ${connectedRss.toFixed(0)} MB)`,
  );

  type Round = {
    p50: number;
    p95: number;
    p99: number;
    max: number;
    published: number;
    delivered: number;
    lost: number;
    wrongMember: number;
    publishErrors: number;
    peakRss: number;
    meanLoad: number;
    benchLoopP99: number;
    seconds: number;
  };

  /** Publishes `settings.rate` events a second for `settings.duration` s and measures their delivery. */
  async function publishRound(): Promise<Round> {
    pending.clear();
    latencies.length = 0;
    wrongMember = 0;
    let peakRss = rssMb(pid);
    const loads: number[] = [];
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid));
      loads.push(os.loadavg()[0] ?? Number.NaN);
    }, 1_000);
    // How late this process's own timers and reads ran: the part of a latency that is the
    // measuring side waiting for a core, not the server.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const total = Math.round(settings.rate * settings.duration);
    const interval = 1000 / settings.rate;
    const runStart = performance.now();
    let published = 0;
    let publishErrors = 0;
    const inFlight = new Set<Promise<void>>();
    while (published < total) {
      const due = runStart + published * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const member = members[Math.floor(Math.random() * members.length)];
      if (!member) continue;
      const notificationId = randomUUID();
      pending.set(notificationId, { sentAt: performance.now(), userId: member.id });
      const call = publishMemberEvent(db, member.id, { type: "notification", notificationId })
        .catch(() => {
          publishErrors++;
          pending.delete(notificationId);
        })
        .finally(() => inFlight.delete(call));
      inFlight.add(call);
      published++;
    }
    await Promise.all(inFlight);
    // Whatever has not arrived two seconds after the last publish is counted lost.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    clearInterval(sampler);
    loopDelay.disable();
    const sorted = [...latencies].sort((x, y) => x - y);
    return {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      published,
      delivered: latencies.length,
      lost: pending.size,
      wrongMember,
      publishErrors,
      peakRss: Math.max(peakRss, rssMb(pid)),
      meanLoad: loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length),
      benchLoopP99: loopDelay.percentile(99) / 1e6,
      seconds: (performance.now() - runStart) / 1000,
    };
  }

  const quietLoad = await waitForQuiet(log);
  const loadBefore = os.loadavg();
  const rounds: Round[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const figures = await publishRound();
    rounds.push(figures);
    log(
      `round ${round}/${settings.rounds}: delivered ${figures.delivered} of ${figures.published} (lost ${figures.lost}, wrong member ${figures.wrongMember}, publish errors ${figures.publishErrors}); p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; load ${figures.meanLoad.toFixed(1)}, bench loop delay p99 ${figures.benchLoopP99.toFixed(1)} ms; RSS peak ${figures.peakRss.toFixed(0)} MB`,
    );
  }
  const loadAfter = os.loadavg();
  const missing = rounds.reduce((sum, r) => sum + r.lost + r.wrongMember + r.publishErrors, 0);
  const judged = [
    judge(
      {
        name: "delivery latency, p95",
        rounds: rounds.map((r) => r.p95),
        limit: GOAL_P95_MS,
        kind: "max",
        unit: "ms",
      },
      quietLoad,
    ),
    judge(
      {
        name: "server RSS, peak",
        rounds: rounds.map((r) => r.peakRss),
        limit: GOAL_RSS_MB,
        kind: "max",
        unit: "MB",
      },
      quietLoad,
    ),
    // Not a timing: one event lost, misdelivered or refused in any round is a miss, busy machine or not.
    judge(
      {
        name: "events lost, misdelivered or refused (all rounds)",
        rounds: [missing],
        limit: 0,
        kind: "max",
        unit: "events",
      },
      0,
    ),
  ];

  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
  const body = `## Realtime: 1,000 event streams on one server (\`npm run bench:realtime\`)

One production server (\`src/server/main.ts\`) on PostgreSQL ${database.serverVersion}, ${os.cpus().length} cores; ${settings.listeners.toLocaleString("en")} members (made in SQL, each with a session) each hold the \`realtime.events\` SSE stream open over HTTP/1.1 on loopback. The bench process publishes ${settings.rate} events a second for ${settings.duration} s a round, ${settings.rounds} rounds, each event to one random member, with \`publishMemberEvent\` on its own connection (as another app process would: the server hears them through its one LISTEN connection). Latency is from the publish call to the event read from that member's stream, so it includes the insert into \`member_events\`. Run ${new Date().toISOString().slice(0, 10)}; ${build}; the ${settings.listeners.toLocaleString("en")} streams opened in ${openSeconds.toFixed(1)} s (50 at a time); server RSS ${idleRss.toFixed(0)} MB idle, ${connectedRss.toFixed(0)} MB with the streams open. Load average (1/5/15 min) ${load(loadBefore)} before the rounds, ${load(loadAfter)} after.

${markdownTable(
  [
    "round",
    "published",
    "delivered / lost / wrong member",
    "p50",
    "p95",
    "p99",
    "max",
    "RSS peak",
    "load (1 min, mean)",
    "bench loop delay p99",
  ],
  rounds.map((r, index) => [
    String(index + 1),
    `${r.published.toLocaleString("en")} in ${r.seconds.toFixed(1)} s`,
    `${r.delivered.toLocaleString("en")} / ${r.lost} / ${r.wrongMember}`,
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    fmt(r.max),
    `${r.peakRss.toFixed(0)} MB`,
    r.meanLoad.toFixed(1),
    fmt(r.benchLoopP99),
  ]),
)}

Goals, judged over the rounds (median p95 ${fmt(median(rounds.map((r) => r.p95)))}):

${verdictTable(judged)}

${verdictNotes(judged)}`;
  if (writeDocs) {
    writeDocSection(`${root}/docs/benchmarks.md`, "realtime", body);
    log("figures written to docs/benchmarks.md");
  } else {
    console.log(body);
  }
  return strictExitCode(judged);
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
