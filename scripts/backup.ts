/**
 * npm run backup -- [--out <folder>] [--pg-bin <folder>]
 *
 * One backup is one folder (decision 0042): the database's own dump, a copy of UPLOADS_DIR (photos
 * and verification documents) and a manifest.json saying what it holds. PostgreSQL (DATABASE_URL) is
 * dumped with `pg_dump --format=custom`, a consistent snapshot taken while the servers run; the
 * embedded database with PGlite's own dump of its data folder, which needs the server stopped (one
 * process owns it: this refuses while another holds it). With STORAGE=s3 the bucket is left to the
 * storage provider's versioning or replication and only the database is dumped.
 * `npm run restore -- --from <folder>` puts a backup back.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { acquireEmbeddedDatabase, embeddedDatabaseHolder } from "@/server/db/lock";
import { env } from "@/server/env";
import {
  DATABASE_DUMP,
  exitOnFailure,
  libpqConnection,
  type Manifest,
  parseCommandLine,
  Refusal,
  runTool,
  stamp,
} from "./lib/backup-format";

const USAGE = "Usage: npm run backup -- [--out <folder>] [--pg-bin <folder with pg_dump>]";

function parseArguments() {
  return parseCommandLine(USAGE, () => {
    const { values } = parseArgs({
      options: { out: { type: "string" }, "pg-bin": { type: "string" } },
      strict: true,
      allowPositionals: false,
    });
    if (values.out !== undefined && values.out.trim() === "") throw new Error("--out must name a folder");
    return values;
  });
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) count += 1;
  }
  return count;
}

async function describePostgres(url: string): Promise<{ serverVersion: string; migrations: number }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ version: string; migrations: number }[]>`
      select version() as version,
             (select count(*)::int from drizzle.__drizzle_migrations) as migrations`;
    if (!row) throw new Error("no answer");
    return { serverVersion: row.version, migrations: row.migrations };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Refusal(
      /__drizzle_migrations/.test(message)
        ? "DATABASE_URL's database holds no Rishta schema (no drizzle.__drizzle_migrations): nothing to back up."
        : `Could not read DATABASE_URL's database: ${message}`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function dumpPostgres(url: string, file: string, pgBin: string | undefined) {
  const described = await describePostgres(url);
  console.log(`Dumping PostgreSQL (${described.serverVersion.split(" on ")[0]}) with pg_dump…`);
  const { dbname, environment } = libpqConnection(url);
  // One snapshot: what the dump holds is the database as it was at one instant, servers running.
  await runTool(
    "pg_dump",
    ["--format=custom", "--no-password", "--file", file, "--dbname", dbname],
    environment,
    pgBin,
  );
  return described;
}

async function dumpEmbedded(pgliteDir: string, file: string) {
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new Refusal(`There is no embedded database at ${pgliteDir} (PGLITE_DIR): nothing to back up.`);
  }
  const holder = embeddedDatabaseHolder(pgliteDir);
  if (holder !== null) {
    throw new Refusal(
      `Refusing to back up the embedded database at ${pgliteDir}: process ${holder} (probably the Rishta server) holds it, ` +
        "and its files change under a running server. Stop the server, run backup again, then start the server.",
    );
  }
  const release = acquireEmbeddedDatabase(pgliteDir, "backup");
  console.log(`Dumping the embedded database at ${pgliteDir}…`);
  try {
    // Opened as it is, without migrating: a backup changes nothing.
    const client = new PGlite({ dataDir: pgliteDir, extensions: { pg_trgm } });
    try {
      await client.waitReady;
      const described = await client.query<{ version: string; migrations: number }>(
        "select version() as version, (select count(*)::int from drizzle.__drizzle_migrations) as migrations",
      );
      // Every page written to the data files, so the copy needs no WAL replay to be whole.
      await client.exec("checkpoint");
      const dump = await client.dumpDataDir("gzip");
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      const row = described.rows[0];
      return { serverVersion: row?.version ?? "unknown", migrations: row?.migrations ?? 0 };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function main() {
  const args = parseArguments();
  const config = env();
  const kind = config.DATABASE_URL ? "postgres" : "pglite";
  const startedAt = new Date();
  const out = path.resolve(args.out ?? path.join("data", "backups", `rishta-${stamp(startedAt)}`));
  if (existsSync(out) && readdirSync(out).length > 0) {
    throw new Refusal(`${out} already exists and is not empty: name a new folder with --out.`);
  }
  for (const [name, dir] of [
    ["UPLOADS_DIR", config.UPLOADS_DIR],
    ["PGLITE_DIR", config.PGLITE_DIR],
  ] as const) {
    if (isInside(out, dir))
      throw new Refusal(`--out must not be inside ${name} (${dir}): the backup would copy itself.`);
  }

  // Built beside its final name and renamed at the end: a folder with that name is a whole backup.
  const work = `${out}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true, mode: 0o700 });
  try {
    const dumpFile = path.join(work, DATABASE_DUMP[kind]);
    const described =
      kind === "postgres" && config.DATABASE_URL
        ? await dumpPostgres(config.DATABASE_URL, dumpFile, args["pg-bin"])
        : await dumpEmbedded(config.PGLITE_DIR, dumpFile);

    // Copied after the dump: a photo added meanwhile is an unused extra file, never a missing one
    // the dump points to (photos are written once under fresh ids, never changed in place).
    let photoFiles = 0;
    if (config.STORAGE === "local") {
      const uploads = path.join(work, "uploads");
      if (existsSync(config.UPLOADS_DIR)) {
        cpSync(config.UPLOADS_DIR, uploads, { recursive: true, preserveTimestamps: true });
        photoFiles = countFiles(uploads);
      } else {
        mkdirSync(uploads);
      }
    }

    let adminCredentials = false;
    if (kind === "pglite") {
      const credentials = path.join(path.dirname(path.resolve(config.PGLITE_DIR)), "admin-credentials.json");
      if (existsSync(credentials)) {
        cpSync(credentials, path.join(work, "admin-credentials.json"));
        chmodSync(path.join(work, "admin-credentials.json"), 0o600);
        adminCredentials = true;
      }
    }

    const manifest: Manifest = {
      format: 1,
      createdAt: startedAt.toISOString(),
      database: kind,
      ...described,
      storage: config.STORAGE,
      photoFiles,
      adminCredentials,
    };
    writeFileSync(path.join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(out), { recursive: true });
    if (existsSync(out)) rmSync(out, { recursive: true });
    renameSync(work, out);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }

  console.log(`Backup written to ${out}`);
  console.log(
    config.STORAGE === "local"
      ? `  the database and UPLOADS_DIR's files, in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`
      : "  the database only: with STORAGE=s3 the photos stay in the bucket, kept by its versioning or replication",
  );
  console.log("Copy it off this machine; `npm run restore -- --from <folder>` puts it back.");
}

exitOnFailure(main);
