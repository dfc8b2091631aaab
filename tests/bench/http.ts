/**
 * `npm run bench:http`: the production server on PostgreSQL against a bare `node:http` hello, with
 * autocannon, in one run. Targets: the hello (the machine's ceiling), GET /api/health, and a
 * signed-in member's own GET /api/users/get?user_id=… plus its tRPC twin. Goals: the authenticated
 * REST read at ≥ 40% of the hello's requests/s, and the tRPC read at ≥ 60% of its REST twin's
 * (issue 20), each judged per interleaved round (tests/bench/lib/verdict.ts). Writes the figures
 * into docs/benchmarks.md.
 *
 * Environment (all optional): BENCH_SKIP_BUILD=1 reuses an existing .next-bench build;
 * BENCH_CONNECTIONS (20), BENCH_PIPELINING (1), BENCH_DURATION (10 s a round), BENCH_WARMUP (3 s),
 * BENCH_ROUNDS (3); BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres) is where the
 * throw-away database is created; BENCH_WRITE_DOCS=0 only prints; BENCH_STRICT=1 exits 2 when a
 * goal is missed and 3 when the run cannot tell.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import postgres from "postgres";
import { benchServerEnv, buildNext, restoreWorkingTree, startAppServer } from "./lib/build";
import { type Child, freePort, startChild, waitForOk } from "./lib/processes";
import { markdownTable, median, writeDocSection } from "./lib/report";
import { numberSetting } from "./lib/settings";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./lib/throwaway-database";
import { judge, strictExitCode, verdictNotes, verdictTable, waitForQuiet } from "./lib/verdict";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DIST_DIR = ".next-bench";
const GOAL_RATIO = 0.4;
/** The browser's tRPC read against its REST twin, in the same rounds (issue 20). */
const TRPC_GOAL_RATIO = 0.6;
const HOST = "127.0.0.1";

const settings = {
  connections: numberSetting("BENCH_CONNECTIONS", 20),
  pipelining: numberSetting("BENCH_PIPELINING", 1),
  duration: numberSetting("BENCH_DURATION", 10),
  warmup: numberSetting("BENCH_WARMUP", 3),
  rounds: numberSetting("BENCH_ROUNDS", 3),
};
const adminUrl = process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";

type Target = {
  key: string;
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** Whether one response's body is the expected answer. */
  check(body: string): boolean;
};

type Round = { rps: number; p99: number; total: number; errors: number; timeouts: number; non2xx: number };

const startedAt = Date.now();
const children: Child[] = [];
let database: ThrowawayDatabase | null = null;
let cleanup: Promise<void> | null = null;

function log(message: string) {
  console.log(`[bench:http ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

/** Stops both servers (SIGTERM, then wait) and drops the throw-away database; safe to call twice. */
function cleanUp(): Promise<void> {
  cleanup ??= (async () => {
    for (const child of children.reverse()) {
      const outcome = await child.stop();
      log(`${child.name} stopped (${outcome})`);
    }
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

function serverEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return benchServerEnv({
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST,
    // Only so the one sign-up below is never throttled; no read route is rate limited.
    RATE_LIMITS: "0",
  });
}

/**
 * Signs one member up through the REST routes (sign-up, then verify-email with the code the server
 * mailed to its outbox table, read from the bench database); returns their id and the session cookie.
 */
async function signUp(base: string, databaseUrl: string): Promise<{ userId: string; cookie: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const started = await post("/api/auth/sign-up", {
    name: "Bench Member",
    email,
    phone: "+923001234567",
    password: "Bench!pass2026",
    agree: true,
  });
  if (started.status !== 200) throw new Error(`sign-up answered ${started.status}: ${await started.text()}`);
  const code = await mailedCode(databaseUrl, email);
  const response = await post("/api/auth/verify-email", { email, code });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`verify-email answered ${response.status}: ${text}`);
  const userId = (JSON.parse(text) as { data?: { id?: unknown } }).data?.id;
  if (typeof userId !== "string") throw new Error(`verify-email answered no data.id: ${text}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("rishta_session=") && pair.length > "rishta_session=".length);
  if (!cookie)
    throw new Error(`verify-email set no session cookie: ${response.headers.getSetCookie().join(" | ")}`);
  return { userId, cookie };
}

/** The sign-up code in the outbox mail to `email` (sent just after the answer: waits for it). */
async function mailedCode(databaseUrl: string, email: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (let tries = 0; tries < 50; tries++) {
      const [mail] = await sql<{ text: string }[]>`select text from mail_outbox where "to" = ${email}`;
      const code = /^\s+(\d{6})$/m.exec(mail?.text ?? "")?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no sign-up code was mailed to ${email}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function parses(body: string, pick: (value: never) => unknown, expected: unknown): boolean {
  try {
    return pick(JSON.parse(body) as never) === expected;
  } catch {
    return false;
  }
}

async function verify(target: Target): Promise<void> {
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.text();
  if (response.status !== 200 || !target.check(body)) {
    throw new Error(
      `${target.label} is not answering as expected (${response.status}): ${body.slice(0, 500)}`,
    );
  }
}

async function cannon(target: Target, duration: number): Promise<Round> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const formatRps = (value: number) => Math.round(value).toLocaleString("en-US");
// autocannon keeps latencies in whole milliseconds: 0 means under one.
const formatMs = (value: number) => (value < 1 ? "< 1" : value.toFixed(0));
const formatPercent = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`;

async function main() {
  const build = await buildNext({
    root,
    distDir: DIST_DIR,
    reuse: process.env.BENCH_SKIP_BUILD === "1",
    log,
    children,
  });
  log(build);

  database = await createThrowawayDatabase(adminUrl, "rishta_bench");
  log(`created database ${database.name} (PostgreSQL ${database.serverVersion})`);

  const [appPort, helloPort] = [await freePort(HOST), await freePort(HOST)];
  const base = `http://${HOST}:${appPort}`;
  const server = startAppServer(root, serverEnv(database.url, appPort));
  children.push(server);
  const hello = startChild(
    "hello",
    process.execPath,
    ["--import", "tsx", "tests/bench/lib/hello-server.ts", String(helloPort), HOST],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  children.push(hello);
  await Promise.all([
    waitForOk(`${base}/api/health`, server, 120_000),
    waitForOk(`http://${HOST}:${helloPort}/`, hello, 30_000),
  ]);
  log(`server on ${base} (pid ${server.process.pid}), hello on :${helloPort} (pid ${hello.process.pid})`);

  const { userId, cookie } = await signUp(base, database.url);
  log(`signed up member ${userId}`);

  const trpcInput = encodeURIComponent(JSON.stringify({ json: { user_id: userId } }));
  const targets: Target[] = [
    {
      key: "hello",
      label: "bare `node:http` hello (ceiling)",
      url: `http://${HOST}:${helloPort}/`,
      check: (body) => body === "hello",
    },
    {
      key: "health",
      label: "`GET /api/health` (REST, signed out)",
      url: `${base}/api/health`,
      check: (body) => parses(body, (value: { data?: { status?: unknown } }) => value.data?.status, "ok"),
    },
    {
      key: "rest",
      label: "`GET /api/users/get?user_id=…` (REST, signed in)",
      url: `${base}/api/users/get?user_id=${userId}`,
      headers: { cookie },
      check: (body) =>
        parses(body, (value: { data?: { user?: { id?: unknown } } }) => value.data?.user?.id, userId),
    },
    {
      key: "trpc",
      label: "`GET /api/trpc/users.get?input=…` (tRPC, signed in)",
      url: `${base}/api/trpc/users.get?input=${trpcInput}`,
      headers: { cookie },
      check: (body) =>
        parses(
          body,
          (value: { result?: { data?: { json?: { user?: { id?: unknown } } } } }) =>
            value.result?.data?.json?.user?.id,
          userId,
        ),
    },
  ];
  for (const target of targets) await verify(target);
  log("every target answered 200 with the expected body");

  const quietLoad = await waitForQuiet(log);
  const loadBefore = os.loadavg();
  for (const target of targets) {
    const warm = await cannon(target, settings.warmup);
    log(`warm-up ${target.key}: ${formatRps(warm.rps)} req/s`);
  }

  const rounds = new Map<string, Round[]>(targets.map((target) => [target.key, []]));
  for (let round = 1; round <= settings.rounds; round++) {
    for (const target of targets) {
      const result = await cannon(target, settings.duration);
      rounds.get(target.key)?.push(result);
      log(
        `round ${round}/${settings.rounds} ${target.key.padEnd(6)} ${formatRps(result.rps).padStart(7)} req/s, p99 ${formatMs(result.p99)} ms` +
          (result.errors || result.non2xx ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ""),
      );
      if (result.errors || result.non2xx) {
        throw new Error(
          `${target.label} had ${result.errors} errors (${result.timeouts} timeouts) and ${result.non2xx} non-2xx responses in round ${round}\n` +
            `server output:\n${server.output()}`,
        );
      }
    }
  }

  const summary = targets.map((target) => {
    const list = rounds.get(target.key) ?? [];
    return {
      target,
      rps: median(list.map((r) => r.rps)),
      p99: median(list.map((r) => r.p99)),
      requests: list.reduce((sum, r) => sum + r.total, 0),
    };
  });
  const ceiling = summary[0]?.rps ?? Number.NaN;
  const table = markdownTable(
    ["target", "req/s (median)", "p99 ms (median)", "ratio to hello"],
    summary.map((row) => [
      row.target.label,
      formatRps(row.rps),
      formatMs(row.p99),
      formatPercent(row.rps / ceiling),
    ]),
  );
  const perRound = (key: string) => rounds.get(key)?.map((round) => round.rps) ?? [];
  const ratios = (key: string, to: string) => {
    const over = perRound(to);
    return perRound(key).map((rps, index) => rps / (over[index] ?? Number.NaN));
  };
  const judged = [
    judge(
      {
        name: "signed-in REST read ÷ bare hello",
        rounds: ratios("rest", "hello"),
        limit: GOAL_RATIO,
        kind: "min",
        unit: "%",
      },
      quietLoad,
    ),
    judge(
      {
        name: "signed-in tRPC read ÷ its REST twin",
        rounds: ratios("trpc", "rest"),
        limit: TRPC_GOAL_RATIO,
        kind: "min",
        unit: "%",
      },
      quietLoad,
    ),
  ];
  const goalLine = `Goals, judged on each round's ratio (the rounds are interleaved, so each ratio compares one moment):\n\n${verdictTable(judged)}\n\n${verdictNotes(judged)}`;

  const loadAfter = os.loadavg();
  await cleanUp();
  const took = Math.round((Date.now() - startedAt) / 1000);

  console.log(`\n${table}\n\n${goalLine}\n`);

  const autocannonVersion = (
    JSON.parse(readFileSync(path.join(root, "node_modules/autocannon/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
  const section = `
## HTTP: the API fast path against a bare \`node:http\` server

Command: \`npm run bench:http\` (\`BENCH_SKIP_BUILD=1 npm run bench:http\` reuses the \`${DIST_DIR}\` build).
It builds Next into \`${DIST_DIR}\`, creates a throw-away PostgreSQL database, starts the production
server (\`src/server/main.ts\`, \`NODE_ENV=production\`, postgres.js) and a bare \`node:http\` "hello"
server as two child processes, signs one member up through \`POST /api/auth/sign-up\` and \`verify-email\`, checks that
every target answers 200 with the expected body, then measures with autocannon and drops the database.

- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; the whole run took ${took} s (${build}).
- Machine: ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GB,
  Node ${process.version}, PostgreSQL ${database.serverVersion} on loopback, ${os.type()} ${os.release()};
  load average (1/5/15 min) ${load(loadBefore)} before measuring (after waiting for the build's load to settle), ${load(loadAfter)} after.
- Settings: autocannon ${autocannonVersion} in the benchmark's own process, ${settings.connections} connections,
  pipelining ${settings.pipelining}, ${settings.duration} s a round after a ${settings.warmup} s warm-up per target,
  ${settings.rounds} rounds interleaved (hello, health, REST, tRPC, hello, …); ${summary.reduce((sum, row) => sum + row.requests, 0).toLocaleString("en-US")} measured
  requests, no errors, no non-2xx answers. Server: \`LOG_LEVEL=warn\`, \`RATE_LIMITS=0\` (only so the one
  sign-up is never throttled; no read route is rate limited).
- The signed-in reads send the session cookie. The session (with the member's own account) is
  answered from the in-process session cache (decision 0012) after the first request, so a read
  usually makes no PostgreSQL round trip at all; every 30 s, and after any change the database
  announces, one indexed query refreshes it. No password hashing is on the read path. Where the
  time goes: see after this section.

${table}

${goalLine}
`;
  if (writeDocs) {
    writeDocSection(path.join(root, "docs/benchmarks.md"), "http", section);
    log("wrote docs/benchmarks.md");
  }
  log(`done in ${took} s`);
  process.exitCode = strictExitCode(judged);
}

main()
  .catch(async (error) => {
    console.error(`\nbench:http failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
    await cleanUp();
  })
  .finally(() => process.exit());
