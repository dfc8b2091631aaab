/** The maintenance database the tests create and drop their own databases through. */
export function postgresAdminUrl(): string {
  return process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

/** The same server, another database. */
export function postgresUrlFor(database: string, adminUrl = postgresAdminUrl()): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "<unparseable TEST_DATABASE_URL>";
  }
}

/**
 * The file, in the end-to-end run's data folder (RISHTA_E2E_DATA), where the end-to-end server on
 * PostgreSQL leaves its database's URL, for the specs that write straight into it.
 */
export const POSTGRES_URL_FILE = "postgres-url";
