/**
 * `npm run bench:admin`: the administrators' Users table at 1,000,000 members on PostgreSQL. Loads
 * the demo members with the demo seeder into `rishta_admin_bench` (1% of them blocked, so the
 * status filter has something to find), then times the real use case, `getUsers` (users.get,
 * GET /api/users/get), as the Users screen calls it: the first page, filtered pages, keyset paging
 * and searches by name, e-mail and phone. Each case: a warm-up, then BENCH_ITERATIONS runs in each
 * of 3 rounds; median and p95 per round, the median round reported. Writes the figures and the
 * machine's load into docs/benchmarks.md. Goal: p95 ≤ 50 ms.
 *
 * Environment (all optional): BENCH_PROFILES (1000000); BENCH_ITERATIONS (40); BENCH_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/postgres); BENCH_WRITE_DOCS=0 only prints; BENCH_KEEP_DB=1
 * keeps the database; BENCH_REUSE_DB=1 reuses a kept one (no seeding); BENCH_STRICT=1 exits 2 when
 * a goal is missed and 3 when the run cannot tell (judged over the rounds: tests/bench/lib/verdict.ts).
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { getUserSchema } from "@/lib/validation/users";
import { BackgroundTasks } from "@/server/background";
import type { RequestContext } from "@/server/context";
import { type Db, openDatabase } from "@/server/db/client";
import { subscriptionPlans, users } from "@/server/db/schema";
import { ensureAdmin, seedPlans } from "@/server/db/seed";
import { seedDemoProfiles } from "@/server/demo/seed-demo-profiles";
import { MailJobs } from "@/server/mail/jobs";
import { outboxMailer } from "@/server/mail/mailer";
import { createDemoProvider } from "@/server/payments/demo/provider";
import { MemberEventFanOut } from "@/server/realtime/event-bus";
import { localDiskStorage } from "@/server/storage/storage";
import { getUsers } from "@/server/users/get-users";
import { markdownTable, median, percentile, writeDocSection } from "./lib/report";
import { judge, strictExitCode, verdictNotes, verdictTable, waitForQuiet } from "./lib/verdict";

const root = fileURLToPath(new URL("../..", import.meta.url));
const GOAL_MS = 50;
const ROUNDS = 3;
const DATABASE = "rishta_admin_bench";
const count = Number(process.env.BENCH_PROFILES || 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS || 40);
const adminUrl = process.env.BENCH_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const writeDocs = process.env.BENCH_WRITE_DOCS !== "0";
const reuse = process.env.BENCH_REUSE_DB === "1";
const keep = process.env.BENCH_KEEP_DB === "1" || reuse;
const ADMIN_EMAIL = "bench-admin@example.com";

const started = Date.now();
function log(message: string) {
  console.log(`[bench:admin ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}
const fmt = (n: number) => Math.round(n).toLocaleString("en");
const ms = (n: number) => n.toFixed(1);

function adminContext(db: Db, admin: typeof users.$inferSelect): RequestContext {
  return {
    db,
    mail: new MailJobs(db, outboxMailer(db), new BackgroundTasks()),
    storage: localDiskStorage(path.join(os.tmpdir(), "rishta-bench-admin")),
    background: new BackgroundTasks(),
    // The list publishes nothing and takes no payment: a bus nobody feeds, a provider never called.
    events: new MemberEventFanOut(),
    payments: createDemoProvider(),
    user: {
      id: admin.id,
      name: admin.name,
      email: admin.email,
      phone: admin.phone,
      role: "admin",
      status: "active",
      locale: "en",
      createdAt: admin.createdAt,
      profileId: null,
      profileInfoStatus: false,
      profileStatus: null,
      gender: null,
      imageUrl: null,
      verified: false,
      planId: null,
      planName: null,
    },
    sessionId: "bench",
    ip: "127.0.0.1",
    cookieHeader: null,
    apiToken: null,
    requestId: "bench",
    resHeaders: new Headers(),
  };
}

type Case = {
  name: string;
  input: Record<string, unknown>;
  rounds: { p50: number; p95: number }[];
  total?: string;
};

async function main() {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  let seedSeconds: number | null = null;
  try {
    const [version] = await admin<{ server_version: string }[]>`show server_version`;
    const [exists] = await admin<
      { n: number }[]
    >`select count(*)::int as n from pg_database where datname = ${DATABASE}`;
    if (!(reuse && exists && exists.n > 0)) {
      await admin.unsafe(`drop database if exists "${DATABASE}" with (force)`);
      await admin.unsafe(`create database "${DATABASE}"`);
      log(`created database ${DATABASE}`);
    }
    const database = await openDatabase({ url: url.toString() });
    const { db } = database;
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const [have] = await db.select({ id: users.id }).from(users).limit(1);
      if (!have) {
        await seedPlans(db);
        log(`loading ${fmt(count)} demo members`);
        const result = await seedDemoProfiles(database, {
          count,
          photos: false,
          onProgress: ({ done, elapsedMs }) => {
            if (done % 200_000 === 0 || done === count)
              log(`${fmt(done)} loaded in ${(elapsedMs / 1000).toFixed(0)} s`);
          },
        });
        seedSeconds = result.ms / 1000;
        // Blocked accounts spread through the list, so filtering by status finds some on every page.
        await sql`update users set status = 'disabled' where id in (
          select id from users where role = 'member' order by md5(id::text) limit ${Math.round(count / 100)})`;
        log("blocked 1% of the members");
      }
      await ensureAdmin(db, { email: ADMIN_EMAIL, password: "Bench@12345" });
      log("vacuum analyze");
      await sql.unsafe("vacuum analyze");
      const [stats] = await sql<{ users: number; disabled: number; size: string }[]>`
        select count(*)::int as users, count(*) filter (where status = 'disabled')::int as disabled,
               pg_size_pretty(pg_total_relation_size('users')) as size from users`;

      const [adminRow] = await db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
      if (!adminRow) throw new Error("no bench admin");
      const ctx = adminContext(db, adminRow);
      const [gold] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Gold"));
      const [sample] = await sql<{ email: string; phone: string }[]>`
        select email, phone from users where role = 'member' order by created_at limit 1 offset ${Math.floor(count / 3)}`;
      const firstPage = await getUsers(ctx, getUserSchema.parse({}));
      const after = "next_after" in firstPage ? firstPage.next_after : null;

      const cases: Case[] = [
        { name: "first page, no filter", input: {} },
        { name: "page 50, no filter", input: { page: 50 } },
        { name: "next page by keyset (`after`)", input: { after } },
        { name: "female + active + Gold", input: { gender: "female", status: "active", plan_id: gold?.id } },
        { name: "male + verified", input: { gender: "male", verified: true } },
        { name: "blocked (status disabled)", input: { status: "disabled" } },
        { name: 'search a common name fragment ("khan")', input: { search: "khan" } },
        { name: "search an exact e-mail", input: { search: sample?.email } },
        {
          name: `search a phone fragment ("${sample?.phone.slice(-7)}")`,
          input: { search: sample?.phone.slice(-7) },
        },
        { name: 'search a rare term ("zqxw")', input: { search: "zqxw" } },
        { name: "role admin (the administrators' partial index)", input: { role: "admin" } },
      ].map((c) => ({ ...c, rounds: [] }));

      const run = async (c: Case) => {
        const input = getUserSchema.parse(c.input);
        const at = performance.now();
        const result = await getUsers(ctx, input);
        const took = performance.now() - at;
        if ("total" in result) c.total = `${fmt(result.total ?? 0)}${result.total_capped ? "+" : ""}`;
        return took;
      };
      log(`warming up ${cases.length} cases`);
      for (const c of cases) for (let i = 0; i < 3; i++) await run(c);
      const quiet = await waitForQuiet(log);
      const loadBefore = os.loadavg();
      for (let round = 0; round < ROUNDS; round++) {
        log(`round ${round + 1} of ${ROUNDS}: ${iterations} runs of each case`);
        for (const c of cases) {
          const times: number[] = [];
          for (let i = 0; i < iterations; i++) times.push(await run(c));
          c.rounds.push({
            p50: median(times),
            p95: percentile(
              [...times].sort((a, b) => a - b),
              95,
            ),
          });
        }
      }
      const loadAfter = os.loadavg();

      const summary = cases.map((c) => {
        const p50 = median(c.rounds.map((r) => r.p50));
        const p95 = median(c.rounds.map((r) => r.p95));
        return { c, p50, p95, worst: Math.max(0, ...c.rounds.map((r) => r.p95)) };
      });
      const judged = cases.map((c) =>
        judge(
          {
            name: `${c.name}, p95`,
            rounds: c.rounds.map((r) => r.p95),
            limit: GOAL_MS,
            kind: "max",
            unit: "ms",
          },
          quiet,
        ),
      );
      const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");
      const rows = summary.map((s) => [s.c.name, s.c.total ?? "", ms(s.p50), ms(s.p95), ms(s.worst)]);
      const body = `
## admin: the Users table at ${fmt(count)} members on PostgreSQL

Command: \`npm run bench:admin\` (\`BENCH_KEEP_DB=1\` keeps \`${DATABASE}\`, \`BENCH_REUSE_DB=1\` reuses it).
It times the use case behind \`GET /api/users/get\` (\`getUsers\`: the page and the capped count,
sent together on two connections) as the Users screen calls it, page size 20, in-process (no HTTP).
${seedSeconds === null ? "This run reused a kept database." : `Seeding took ${seedSeconds.toFixed(0)} s.`}
${fmt(stats?.users ?? 0)} accounts (${fmt(stats?.disabled ?? 0)} blocked), \`users\` ${stats?.size ?? "?"} with its indexes.

- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. Machine: ${os.availableParallelism()} cores
  (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, PostgreSQL ${version?.server_version ?? "?"} on loopback.
- Load average (1/5/15 min) ${load(loadBefore)} before the timed rounds, ${load(loadAfter)} after: other
  engineers' builds and tests shared the 2 cores, so these are upper bounds.
- ${iterations} runs of each case in each of ${ROUNDS} rounds after 3 warm-up runs; the table gives the median
  round's median and p95 and the worst round's p95, in ms. \`total\` is the capped count (200+: more than 200).
- Goal p95 ≤ ${GOAL_MS} ms in every case, judged on each round's p95 (tests/bench/lib/verdict.ts):

${markdownTable(["case", "total", "p50", "p95", "worst p95"], rows)}

${verdictTable(judged)}

${verdictNotes(judged)}

How it stays fast (decision 0032): no \`count(*)\` over the matches; the count reads at most 201 of
them, unordered, so PostgreSQL stops early; the page walks \`users_created_at_idx\` backwards and
stops at 21 rows (one more tells whether a next page exists); \`page\` goes 10,000 accounts deep and
\`after\` (keyset, from the last row's id) goes on from anywhere at the same cost. Name and phone
fragments use the trigram GIN indexes when the planner expects few matches; a whole e-mail address
is looked up in the unique index (as trigrams its shared domain would read most of the e-mail
index). Migration 0011 gives the rare filters an index of their own (the administrators, an account
status, a plan), so \`role=admin\` is an index scan instead of reading the whole table.
`;
      console.log(body);
      if (writeDocs) {
        writeDocSection(path.join(root, "docs", "benchmarks.md"), "admin", body);
        log("wrote docs/benchmarks.md");
      }
      process.exitCode = strictExitCode(judged);
    } finally {
      await sql.end({ timeout: 5 });
      await database.close();
    }
  } finally {
    if (!keep) {
      await admin.unsafe(`drop database if exists "${DATABASE}" with (force)`).catch((error: unknown) => {
        console.error(`could not drop ${DATABASE}: ${error instanceof Error ? error.message : error}`);
      });
      log(`dropped database ${DATABASE}`);
    }
    await admin.end({ timeout: 5 });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
