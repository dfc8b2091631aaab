import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { postgresAdminUrl, redactUrl } from "./postgres-url";

/**
 * Runs once per `vitest run` for the api-postgres project: is the PostgreSQL server reachable?
 * The answer reaches every test file through `inject("postgresReachable")`. Unreachable means the
 * project's tests are skipped with one clear message, unless REQUIRE_POSTGRES=1 (CI), which fails
 * the run instead.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = postgresAdminUrl();
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  let reachable = false;
  let reason = "";
  try {
    await sql`select 1`;
    reachable = true;
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }

  if (!reachable) {
    const message = `PostgreSQL is not reachable at ${redactUrl(url)} (${reason}).`;
    if (process.env.REQUIRE_POSTGRES === "1") {
      throw new Error(`${message} REQUIRE_POSTGRES=1, so the api-postgres tests cannot be skipped.`);
    }
    console.warn(
      `\n[api-postgres] ${message}\n[api-postgres] Skipping the PostgreSQL API tests. Start PostgreSQL or set TEST_DATABASE_URL; set REQUIRE_POSTGRES=1 to make this an error.\n`,
    );
  }
  project.provide("postgresReachable", reachable);
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresReachable: boolean;
  }
}
