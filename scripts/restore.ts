/**
 * npm run restore -- --from <backup folder> [--force] [--pg-bin <folder>]
 *
 * Puts back a folder `npm run backup` wrote (decision 0042), into the database and UPLOADS_DIR the
 * environment names, with the servers stopped. PostgreSQL: `pg_restore --clean --if-exists
 * --no-owner` in one transaction, into a new empty database (or, with --force, over what the
 * database holds). Embedded: PGlite loads its dump into PGLITE_DIR, which must be new or empty; with
 * --force the folder there (and UPLOADS_DIR) is moved aside, never deleted. The server brings an
 * older backup's schema up to date when it starts, as after any upgrade.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { migrationsFolder } from "@/server/db/client";
import { acquireEmbeddedDatabase, embeddedDatabaseHolder } from "@/server/db/lock";
import { env } from "@/server/env";
import {
  DATABASE_DUMP,
  exitOnFailure,
  libpqConnection,
  type Manifest,
  manifestSchema,
  parseCommandLine,
  Refusal,
  runTool,
  stamp,
} from "./lib/backup-format";

const USAGE =
  "Usage: npm run restore -- --from <backup folder> [--force] [--pg-bin <folder with pg_restore>]";

function parseArguments() {
  return parseCommandLine(USAGE, () => {
    const { values } = parseArgs({
      options: {
        from: { type: "string" },
        force: { type: "boolean", default: false },
        "pg-bin": { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.from?.trim()) throw new Error("--from <backup folder> is required");
    return { from: path.resolve(values.from), force: values.force, pgBin: values["pg-bin"] };
  });
}

function readManifest(from: string): Manifest {
  const file = path.join(from, "manifest.json");
  if (!existsSync(file)) {
    throw new Refusal(`${from} is not a backup made by npm run backup (it has no manifest.json).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new Refusal(`${file} is not valid JSON: the backup is damaged.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new Refusal(
      `${file} is not a manifest this version can read (${result.error.issues[0]?.path.join(".") || "format"}).`,
    );
  }
  return result.data;
}

/** How many migrations this code ships (drizzle/meta/_journal.json). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const hasContent = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Moves a folder out of the way under a dated name, or does nothing when it is empty or missing;
 * answers how to put it back if the restore fails.
 */
function moveAside(dir: string, when: Date): { aside: string | null; putBack(): void } {
  if (!hasContent(dir)) {
    return { aside: null, putBack: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const aside = `${path.resolve(dir)}.before-restore-${stamp(when)}`;
  renameSync(dir, aside);
  return {
    aside,
    putBack: () => {
      rmSync(dir, { recursive: true, force: true });
      renameSync(aside, dir);
    },
  };
}

/** What DATABASE_URL's database holds now, and who else is connected to it. */
async function inspectPostgres(url: string): Promise<{ tables: number; otherSessions: number }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ tables: number; others: number }[]>`
      select (select count(*)::int from pg_tables
               where schemaname not in ('pg_catalog', 'information_schema')) as tables,
             (select count(*)::int from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid()) as others`;
    return { tables: row?.tables ?? 0, otherSessions: row?.others ?? 0 };
  } catch (error) {
    throw new Refusal(
      `Could not open DATABASE_URL's database: ${error instanceof Error ? error.message : String(error)}. ` +
        "Create it first (createdb, or CREATE DATABASE), empty.",
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function migrationsIn(run: (query: string) => Promise<number | undefined>): Promise<number> {
  return (
    (await run("select count(*)::int as migrations from drizzle.__drizzle_migrations").catch(() => 0)) ?? 0
  );
}

async function restorePostgres(url: string, dump: string, pgBin: string | undefined) {
  const { dbname, environment } = libpqConnection(url);
  await runTool(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      // Owners and grants name the old server's roles; the objects belong to whoever restores them.
      "--no-owner",
      "--no-privileges",
      // All or nothing: a failed restore leaves the database as it was.
      "--single-transaction",
      "--no-password",
      "--dbname",
      dbname,
      dump,
    ],
    environment,
    pgBin,
  );
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await migrationsIn(
      async (query) => (await sql.unsafe<{ migrations: number }[]>(query))[0]?.migrations,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function restoreEmbedded(pgliteDir: string, dump: string, when: Date) {
  // PGlite never creates the folder's parent itself.
  mkdirSync(path.dirname(path.resolve(pgliteDir)), { recursive: true });
  const moved = moveAside(pgliteDir, when);
  try {
    const client = new PGlite({
      dataDir: pgliteDir,
      loadDataDir: new Blob([readFileSync(dump)], { type: "application/x-gzip" }),
      extensions: { pg_trgm },
    });
    try {
      await client.waitReady;
      // Written through to the folder before it is closed.
      await client.exec("checkpoint");
      return {
        aside: moved.aside,
        migrations: await migrationsIn(
          async (query) => (await client.query<{ migrations: number }>(query)).rows[0]?.migrations,
        ),
      };
    } finally {
      await client.close();
    }
  } catch (error) {
    moved.putBack();
    throw error;
  }
}

async function main() {
  const { from, force, pgBin } = parseArguments();
  if (!existsSync(from)) throw new Refusal(`${from} does not exist.`);
  const manifest = readManifest(from);
  const config = env();
  const kind = config.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database !== kind) {
    throw new Refusal(
      manifest.database === "pglite"
        ? "This backup holds an embedded database: unset DATABASE_URL and set PGLITE_DIR to restore it."
        : "This backup holds a PostgreSQL dump: set DATABASE_URL to a new empty database to restore it into.",
    );
  }
  const dump = path.join(from, DATABASE_DUMP[kind]);
  if (!existsSync(dump)) throw new Refusal(`${dump} is missing: the backup is incomplete.`);
  const photosFrom = path.join(from, "uploads");
  const copyPhotos = manifest.storage === "local" && config.STORAGE === "local";
  if (copyPhotos && !existsSync(photosFrom)) {
    throw new Refusal(`${photosFrom} is missing: the backup is incomplete.`);
  }
  if (manifest.migrations > shippedMigrations()) {
    console.warn(
      `Warning: the backup's schema has ${manifest.migrations} migrations and this code only ${shippedMigrations()}: ` +
        "it was made by a newer version of Rishta. Run that version (or newer) on it.",
    );
  }

  // Every refusal before anything changes.
  const occupied: string[] = [];
  if (kind === "postgres" && config.DATABASE_URL) {
    const { tables, otherSessions } = await inspectPostgres(config.DATABASE_URL);
    if (tables > 0) occupied.push(`DATABASE_URL's database is not empty (${tables} tables)`);
    // A running server would go on serving its in-memory caches, and its locks would stall pg_restore.
    if (otherSessions > 0) {
      occupied.push(
        `${otherSessions} other sessions are connected to DATABASE_URL's database (stop the servers)`,
      );
    }
  } else {
    const holder = embeddedDatabaseHolder(config.PGLITE_DIR);
    if (holder !== null) {
      throw new Refusal(
        `Refusing to restore into ${config.PGLITE_DIR}: process ${holder} (probably the Rishta server) holds it. Stop the server first.`,
      );
    }
    if (hasContent(config.PGLITE_DIR)) occupied.push(`PGLITE_DIR (${config.PGLITE_DIR}) is not empty`);
  }
  if (copyPhotos && hasContent(config.UPLOADS_DIR)) {
    occupied.push(`UPLOADS_DIR (${config.UPLOADS_DIR}) is not empty`);
  }
  if (occupied.length > 0 && !force) {
    throw new Refusal(
      `Refusing to restore: ${occupied.join("; ")}. Restore into a new empty database or folder (point the ` +
        "variable at it), or pass --force to replace what is there: folders are moved aside (renamed " +
        "*.before-restore-<time>, not deleted), a PostgreSQL database is overwritten in place.",
    );
  }

  const startedAt = new Date();
  // The first line of version(): "PostgreSQL 15.20 (Debian …)", "PostgreSQL 18.6 (PGlite 0.5.16)".
  const server = manifest.serverVersion.split(" on ")[0];
  console.log(`Restoring the backup of ${manifest.createdAt} (${server})…`);
  let migrations: number;
  const notes: string[] = [];
  if (kind === "postgres" && config.DATABASE_URL) {
    migrations = await restorePostgres(config.DATABASE_URL, dump, pgBin);
  } else {
    const release = acquireEmbeddedDatabase(config.PGLITE_DIR, "restore");
    try {
      const restored = await restoreEmbedded(config.PGLITE_DIR, dump, startedAt);
      migrations = restored.migrations;
      if (restored.aside) notes.push(`the database that was there is now ${restored.aside}`);
    } finally {
      release();
    }
    if (manifest.adminCredentials) {
      // The quick start prints the demo admin's login from here, as long as it still works.
      const target = path.join(path.dirname(path.resolve(config.PGLITE_DIR)), "admin-credentials.json");
      cpSync(path.join(from, "admin-credentials.json"), target);
      chmodSync(target, 0o600);
    }
  }
  if (migrations !== manifest.migrations) {
    throw new Refusal(
      `The restored database has ${migrations} migrations recorded, the backup's manifest ${manifest.migrations}: the restore is not whole.`,
    );
  }

  if (copyPhotos) {
    const moved = moveAside(config.UPLOADS_DIR, startedAt);
    try {
      cpSync(photosFrom, config.UPLOADS_DIR, { recursive: true, preserveTimestamps: true });
    } catch (error) {
      moved.putBack();
      throw new Refusal(
        `The database was restored, but copying the photos into ${config.UPLOADS_DIR} failed: ` +
          `${error instanceof Error ? error.message : String(error)}. Fix that and copy ${photosFrom} there.`,
      );
    }
    if (moved.aside) notes.push(`the photos that were there are now ${moved.aside}`);
  } else if (manifest.storage === "local") {
    notes.push(
      `STORAGE=s3: the backup's ${manifest.photoFiles} photo files were not copied into the bucket; upload ${photosFrom} ` +
        "there with your provider's tools (the object keys are the paths inside it)",
    );
  } else {
    notes.push(
      "the backup holds no photos (they were in an S3 bucket, kept by its versioning or replication)",
    );
  }

  console.log(
    `Restored in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s: the database` +
      (copyPhotos ? ` and the ${manifest.photoFiles} files of photos into ${config.UPLOADS_DIR}` : ""),
  );
  for (const note of notes) console.log(`  ${note}`);
  console.log("Start the server: it applies any newer migrations on its way up.");
}

exitOnFailure(main);
