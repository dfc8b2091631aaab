/**
 * `npm run bench:browse-http`: twenty signed-in members at once against the production server over
 * 1,000,000 demo members, on PostgreSQL: the dashboard's browse page, rendered by the server
 * (`GET /dashboard`, which searches from the member's wanted ages), and the listing's REST row
 * (`GET /api/profile/get/all-profiles` with the same ages). Goals (issue 20): the dashboard's p95
 * ≤ 100 ms and the REST row's p95 ≤ 30 ms, each judged over three interleaved rounds
 * (tests/bench/lib/verdict.ts).
 *
 * It uses the database bench:search keeps (`BENCH_KEEP_DB=1 npm run bench:search` makes it, with the
 * demo members and their password), or BENCH_DB_URL. The server loads its browse index at start
 * (decision 0040); measuring starts once it has.
 *
 * Environment (all optional): BENCH_DB_URL (postgres://postgres@127.0.0.1:5432/rishta_search_bench);
 * BENCH_SKIP_BUILD=1 reuses the .next-bench build; BENCH_CONNECTIONS (20 members at once);
 * BENCH_DURATION (15 s a round per target); BENCH_ROUNDS (3); BENCH_WRITE_DOCS=0 only prints;
 * BENCH_STRICT=1 exits 2 when a goal is missed and 3 when the run cannot tell.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { DEMO_PASSWORD } from "@/server/demo/seed-demo-profiles";
import { benchServerEnv, buildNext, restoreWorkingTree, startAppServer } from "./lib/build";
import { type Child, freePort, waitForOk } from "./lib/processes";
import { markdownTable, median, percentile, writeDocSection } from "./lib/report";
import { judge, strictExitCode, verdictNotes, verdictTable, waitForQuiet } from "./lib/verdict";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DIST_DIR = ".next-bench";
const HOST = "127.0.0.1";
const databaseUrl = process.env.BENCH_DB_URL || "postgres://postgres@127.0.0.1:5432/rishta_search_bench";
const members = Number(process.env.BENCH_CONNECTIONS || 20);
const duration = Number(process.env.BENCH_DURATION || 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";

const started = Date.now();
const log = (message: string) =>
  console.log(`[bench:browse-http ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

type Member = { cookie: string; ages: { age_min: number; age_max: number } };
type Target = { key: string; label: string; path(member: Member): string; limit: number };

/** Signs in `count` demo members who have partner requirements; answers their cookies and wanted ages. */
async function signIn(base: string, count: number): Promise<Member[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let rows: { email: string; age_min: number; age_max: number }[];
  try {
    rows = await sql<{ email: string; age_min: number; age_max: number }[]>`
      select u.email, s.want_age_min as age_min, s.want_age_max as age_max
      from profile_search s join profiles p on p.id = s.profile_id join users u on u.id = p.user_id
      where s.want_age_min is not null and u.email like '%@demo.rishta.pk'
      order by s.profile_id limit ${count}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  if (rows.length < count)
    throw new Error(`found ${rows.length} demo members, need ${count}: seed the database first`);
  return Promise.all(
    rows.map(async (row) => {
      const response = await fetch(`${base}/api/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: row.email, password: DEMO_PASSWORD }),
      });
      const text = await response.text();
      const cookie = response.headers
        .getSetCookie()
        .map((header) => header.split(";")[0] ?? "")
        .find((pair) => pair.startsWith("rishta_session=") && pair.length > "rishta_session=".length);
      if (response.status !== 200 || !cookie)
        throw new Error(`sign-in of ${row.email}: ${response.status} ${text}`);
      return { cookie, ages: { age_min: row.age_min, age_max: row.age_max } };
    }),
  );
}

/** Each member asks in a loop for `seconds`; answers every request's time (ms) and the failures. */
async function load(base: string, people: Member[], target: Target, seconds: number) {
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    people.map(async (member) => {
      while (performance.now() < until) {
        const began = performance.now();
        const response = await fetch(`${base}${target.path(member)}`, { headers: { cookie: member.cookie } });
        await response.arrayBuffer();
        if (response.status === 200) times.push(performance.now() - began);
        else failures++;
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failures };
}

const children: Child[] = [];

async function main() {
  const build = await buildNext({
    root,
    distDir: DIST_DIR,
    reuse: process.env.BENCH_SKIP_BUILD === "1",
    log,
    children,
  });
  log(build);
  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  const server = startAppServer(
    root,
    benchServerEnv({
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST,
      APP_URL: base,
      RATE_LIMITS: "0",
      // The browse index says when it has loaded at info.
      LOG_LEVEL: "info",
    }),
  );
  children.push(server);
  await waitForOk(`${base}/api/health`, server, 120_000);
  const loadBegan = Date.now();
  while (!/browse index loaded/.test(server.output())) {
    if (Date.now() - loadBegan > 600_000)
      throw new Error(`the browse index did not load:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const loaded = /"rows":(\d+),"ms":(\d+)/.exec(server.output());
  log(
    `server on ${base}; browse index loaded (${loaded?.[1] ?? "?"} rows in ${Number(loaded?.[2] ?? 0) / 1000} s)`,
  );
  const people = await signIn(base, members);
  log(`${people.length} members signed in`);
  const ages = (m: Member) => `age_min=${m.ages.age_min}&age_max=${m.ages.age_max}`;
  const targets: Target[] = [
    {
      key: "dashboard",
      label: "`GET /dashboard` (server-rendered browse page)",
      path: () => "/dashboard",
      limit: 100,
    },
    {
      key: "rest",
      label: "`GET /api/profile/get/all-profiles` (their wanted ages)",
      path: (m) => `/api/profile/get/all-profiles?${ages(m)}`,
      limit: 30,
    },
  ];
  for (const target of targets) {
    const warm = await load(base, people, target, 3);
    if (warm.failures > 0 || warm.times.length === 0)
      throw new Error(`${target.label} failed while warming up`);
  }
  const quiet = await waitForQuiet(log);
  const loadBefore = os.loadavg();
  const rounds = new Map(
    targets.map((target) => [target.key, [] as { times: number[]; failures: number }[]]),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const result = await load(base, people, target, duration);
      rounds.get(target.key)?.push(result);
      log(
        `round ${round}/${ROUNDS} ${target.key.padEnd(9)} ${result.times.length} requests, p50 ${percentile(result.times, 50).toFixed(1)} ms, p95 ${percentile(result.times, 95).toFixed(1)} ms, ${result.failures} failed`,
      );
    }
  }
  const loadAfter = os.loadavg();
  const judged = targets.map((target) =>
    judge(
      {
        name: `${target.label}, p95`,
        rounds: (rounds.get(target.key) ?? []).map((r) => percentile(r.times, 95)),
        limit: target.limit,
        kind: "max",
        unit: "ms",
      },
      quiet,
    ),
  );
  const failures = [...rounds.values()].flat().reduce((sum, r) => sum + r.failures, 0);
  const table = markdownTable(
    ["target", "requests", "req/s (median round)", "p50 ms", "p95 ms", "p99 ms"],
    targets.map((target) => {
      const list = rounds.get(target.key) ?? [];
      const all = list.flatMap((r) => r.times).sort((a, b) => a - b);
      return [
        target.label,
        all.length.toLocaleString("en-US"),
        Math.round(median(list.map((r) => r.times.length / duration))).toLocaleString("en-US"),
        percentile(all, 50).toFixed(1),
        percentile(all, 95).toFixed(1),
        percentile(all, 99).toFixed(1),
      ];
    }),
  );
  const loadText = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");
  const body = `
## bench:browse-http: twenty members browsing at once, 1,000,000 members, over HTTP

Command: \`npm run bench:browse-http\` (after \`BENCH_KEEP_DB=1 npm run bench:search\`, whose database it uses).
The production server (\`src/server/main.ts\`, postgres.js, the \`${DIST_DIR}\` build) on the kept
database; it loads its browse index at start (decision 0040: ${loaded?.[1] ?? "?"} rows in ${(Number(loaded?.[2] ?? 0) / 1000).toFixed(1)} s) and
measuring starts once it has. ${people.length} demo members with partner requirements sign in; each
then asks in a loop (no think time, ${members} requests in flight) for ${duration} s a round per target,
${ROUNDS} rounds interleaved: the dashboard's browse page as the browser gets it (server-rendered HTML;
it reads the member's profile and searches from their wanted ages), and the listing's REST row with the
same ages. ${failures} requests failed.

- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s (${build}).
- Machine: ${os.availableParallelism()} cores, Node ${process.version}; the client runs on the same two cores as the server and PostgreSQL;
  load average (1/5/15 min) ${loadText(loadBefore)} before the rounds, ${loadText(loadAfter)} after.

${table}

Goals, judged on each round's p95:

${verdictTable(judged)}

${verdictNotes(judged)}
`;
  console.log(body);
  if (writeDocs) {
    writeDocSection(path.join(root, "docs", "benchmarks.md"), "browse-http", body);
    log("wrote docs/benchmarks.md");
  }
  process.exitCode = strictExitCode(judged);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    restoreWorkingTree();
    for (const child of children) await child.stop();
    process.exit();
  });
