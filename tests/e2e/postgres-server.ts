/**
 * The end-to-end server on PostgreSQL (the "chromium-postgres" Playwright project): makes a
 * database of its own on the test server, then runs the real entry point on it. Databases of
 * earlier runs whose server process is gone are dropped first (a SIGTERM'd server cannot drop its
 * own: it exits from the entry's shutdown).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { isAlive } from "../../src/server/db/lock";
import { POSTGRES_URL_FILE, postgresAdminUrl, postgresUrlFor } from "../support/postgres-url";

const PREFIX = "rishta_e2e_";

const admin = postgres(postgresAdminUrl(), { max: 1, onnotice: () => {} });
const stale = await admin<{ datname: string }[]>`
  select datname from pg_database where datname like ${`${PREFIX}%`}`;
for (const { datname } of stale) {
  const pid = Number(datname.slice(PREFIX.length).split("_")[0]);
  if (!isAlive(pid)) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
}
const name = `${PREFIX}${process.pid}_${Date.now()}`;
await admin.unsafe(`create database "${name}"`);
await admin.end();

process.env.DATABASE_URL = postgresUrlFor(name);
// For the specs that write straight into the database (admin-plans.spec.ts): see postgresE2eUrl().
if (process.env.RISHTA_E2E_DATA)
  writeFileSync(path.join(process.env.RISHTA_E2E_DATA, POSTGRES_URL_FILE), process.env.DATABASE_URL);
await import("../../src/server/main");
