/**
 * npm run seed:demo -- --profiles 1000 [--seed rishta] [--photos | --no-photos]
 *
 * Adds that many complete demo members (src/server/demo), numbered after the ones already there.
 * Works on the configured database: PostgreSQL when DATABASE_URL is set, otherwise the embedded
 * one, which it refuses to open while the server holds it (two processes writing PGlite corrupt
 * it). Runs of up to 1,000 get portraits (stored under UPLOADS_DIR) unless --no-photos; larger
 * runs show placeholders unless --photos. package.json runs it with a 64 MB young generation
 * (--max-semi-space-size=64): the generator makes short-lived objects by the million, and with
 * V8's default the process spends about a fifth of a large run collecting them.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase } from "@/server/db/client";
import { acquireEmbeddedDatabase, embeddedDatabaseHolder } from "@/server/db/lock";
import { seedPlans } from "@/server/db/seed";
import {
  DEFAULT_DEMO_SEED,
  PHOTO_RUN_LIMIT,
  type SeedDemoResult,
  seedDemoProfiles,
} from "@/server/demo/seed-demo-profiles";
import { env } from "@/server/env";
import { databaseConfigFromEnv } from "@/server/services";
import { localDiskStorage } from "@/server/storage/storage";

const USAGE = "Usage: npm run seed:demo -- --profiles <count> [--seed <text>] [--photos | --no-photos]";
const MAX_PROFILES = 10_000_000;

const argsSchema = z.object({
  profiles: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_PROFILES, `must be at most ${MAX_PROFILES.toLocaleString("en")}`),
  seed: z.string().trim().min(1, "must not be empty").max(100).default(DEFAULT_DEMO_SEED),
  photos: z.boolean().optional(),
});

const number = (n: number) => Math.round(n).toLocaleString("en");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function summary(result: SeedDemoResult, where: string): string {
  const perSecond = (rows: number, ms: number) => number(rows / Math.max(ms / 1000, 0.001));
  const tables = Object.entries(result.tables).map(
    ([name, timing]) =>
      `  ${name.padEnd(22)} ${number(timing.rows).padStart(10)} rows  ${seconds(timing.ms).padStart(8)}  ${perSecond(timing.rows, timing.ms).padStart(9)} rows/s`,
  );
  return [
    `Added ${number(result.count)} demo members (#${number(result.firstOrdinal)} to #${number(result.lastOrdinal)}) to ${where} in ${seconds(result.ms)} (${perSecond(result.count, result.ms)} members/s, ${perSecond(result.count * 4, result.ms)} rows/s).`,
    ...tables,
    `  generating ${seconds(result.generateMs)}${result.method === "copy" ? " (alongside the loading)" : ""}${result.photos ? `; ${number(result.photos)} portraits ${seconds(result.photoMs)}` : ""}`,
    "",
    `Every demo member's password: ${result.password}`,
    `Sign in as, for example: ${result.sampleEmail ?? "(none)"}`,
  ].join("\n");
}

async function main() {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      options: {
        profiles: { type: "string" },
        seed: { type: "string" },
        photos: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      allowNegative: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join(".")}: ${issue.message}`);
    console.error(`${USAGE}\n${problems.join("\n")}`);
    process.exit(2);
  }
  const { profiles: count, seed } = parsed.data;
  const photos = parsed.data.photos ?? count <= PHOTO_RUN_LIMIT;

  const config = env();
  let release = () => {};
  if (!config.DATABASE_URL) {
    const holder = embeddedDatabaseHolder(config.PGLITE_DIR);
    if (holder !== null) {
      console.error(
        `Refusing to seed the embedded database at ${config.PGLITE_DIR}: process ${holder} (probably the Rishta server) ` +
          "holds it, and two processes writing it would corrupt it. Stop the server, run seed:demo again, then start the server.",
      );
      process.exit(1);
    }
    release = acquireEmbeddedDatabase(config.PGLITE_DIR, "seed:demo");
  }
  const where = config.DATABASE_URL ? "PostgreSQL" : `the embedded database at ${config.PGLITE_DIR}`;
  try {
    const database = await openDatabase(databaseConfigFromEnv());
    try {
      await seedPlans(database.db);
      console.log(
        `Seeding ${number(count)} demo members into ${where} (seed "${seed}", ${photos ? `portraits in ${config.UPLOADS_DIR}` : "no photos"})…`,
      );
      const step = count >= 100_000 ? 100_000 : count >= 10_000 ? 10_000 : Number.POSITIVE_INFINITY;
      let reported = 0;
      const result = await seedDemoProfiles(database, {
        count,
        seed,
        photos,
        storage: photos ? localDiskStorage(config.UPLOADS_DIR) : undefined,
        onProgress: ({ done, total, elapsedMs }) => {
          if (done - reported < step && done < total) return;
          reported = done;
          console.log(
            `  ${number(done).padStart(number(total).length)} / ${number(total)}  ${seconds(elapsedMs)}`,
          );
        },
      });
      console.log(summary(result, where));
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
