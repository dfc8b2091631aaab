import type { Db } from "./client";

/**
 * A query built and prepared once per database, then executed with placeholders: PostgreSQL
 * keeps its plan, and Drizzle does not rebuild the SQL on every call. For the hot paths (the
 * session check runs on every signed-in request).
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
