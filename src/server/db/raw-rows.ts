import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The rows of a raw statement on either driver: postgres.js answers an array, PGlite an object
 * with `rows`. For the few set-based statements the query builder cannot say (CTEs that insert).
 */
export async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
