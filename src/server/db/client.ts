import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every query takes first: PGlite and postgres.js both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process using this
   * database, once its transaction has committed. `onConnect` runs whenever the listening
   * connection (re)connects: notifications sent while it was down are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onConnect?: () => void): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), "drizzle");

export type DatabaseConfig =
  | {
      url: string;
      /**
       * Called with the text of every statement sent to the server, BEGIN and COMMIT included: how
       * the query-count test sees the round trips an action costs.
       */
      onStatement?: (statement: string) => void;
    }
  | { pgliteDir: string }
  | { memory: true };

/** Opens a database and brings its schema up to date with the committed migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ("url" in config) {
    const { onStatement } = config;
    const client = postgres(config.url, {
      max: 10,
      // A database that does not answer a connection within 5 s is down for this request's purposes:
      // the request gets its 503 (isDatabaseUnavailable) instead of waiting postgres.js's default 30 s.
      connect_timeout: 5,
      // postgres.js waits up to 20 s between reconnection attempts after repeated failures (its
      // backoff grows as 3^n/100 s, shared by the pool), so after a 3 s restart requests waited up
      // to 20 s for a pool that had given up for now. A second at most keeps the recovery prompt.
      backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
      onnotice: () => {},
      ...(onStatement && { debug: (_connection: number, statement: string) => onStatement(statement) }),
    });
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    return {
      db,
      driver: "postgres",
      // postgres.js keeps one extra connection for LISTEN and reconnects it by itself.
      listen: async (channel, onMessage, onConnect) => {
        await client.listen(channel, onMessage, onConnect);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let dataDir: string | undefined;
  if ("pgliteDir" in config) {
    // PGlite needs the parent to exist and creates the leaf itself.
    mkdirSync(path.dirname(path.resolve(config.pgliteDir)), { recursive: true });
    dataDir = config.pgliteDir;
  }
  // pg_trgm backs the admin Users search (migration 0010), as it does on PostgreSQL.
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    driver: "pglite",
    // One process owns an embedded database, so its notifications never come from elsewhere.
    listen: async (channel, onMessage, onConnect) => {
      await client.listen(channel, onMessage);
      onConnect?.();
    },
    close: () => client.close(),
  };
}

/*
 * The process-wide database lives on globalThis: the node:http entry and Next's server bundle each
 * carry their own copy of this module, and the embedded data directory must never be opened twice.
 */
const holder = globalThis as typeof globalThis & { __rishtaDatabase?: Promise<Database> };

export function setDatabase(database: Promise<Database>): void {
  holder.__rishtaDatabase = database;
}

export function hasDatabase(): boolean {
  return holder.__rishtaDatabase !== undefined;
}

export async function getDatabase(): Promise<Database> {
  if (!holder.__rishtaDatabase) {
    throw new Error("The database is not open: the server entry opens it at boot.");
  }
  return holder.__rishtaDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Whether `error`, or an error among its causes, passes `test`: drivers and Drizzle wrap errors. */
function someCause(error: unknown, test: (cause: { code?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    if (test(current as { code?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when a query failed on a unique index (PostgreSQL code 23505), under either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return someCause(error, (cause) => cause.code === "23505");
}

/**
 * The failures that mean the database is away for now, not that the request or our code is wrong:
 * sockets refused or cut (a restart, a failover), postgres.js's codes for a connection lost (not
 * CONNECTION_ENDED: that is this process having closed its own pool, a bug, a 500), and the
 * server's "shutting down", "starting up" and "too many connections" (SQLSTATE 57P01 to 57P03,
 * 53300, and class 08, connection exceptions).
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** True when a query failed because the database could not be reached or is restarting. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(
    error,
    ({ code }) => typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)),
  );
}
