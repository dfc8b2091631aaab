/** Next's page `searchParams`, resolved. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, or null. */
export function firstParam(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}
