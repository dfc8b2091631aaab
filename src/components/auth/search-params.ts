/** Next's page `searchParams`, resolved. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, or null. */
export function firstParam(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** `path` with these query parameters, as the visitor sees it: where sign-in brings them back. */
export function pathWithQuery(path: string, params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, item);
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
