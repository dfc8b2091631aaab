/**
 * The admin tables' URL: `?search=…&status=…&page=…`, so a page of results can be reloaded,
 * shared and reached with the browser's back button. Pure, for the server pages and their links.
 */

export const ADMIN_PAGE_SIZE = 20;

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The search text and page of a table's URL; a missing or unreadable page is 1. */
export function readListParams(params: RawParams): { search?: string; page: number } {
  const search = first(params.search)?.trim().slice(0, 100) || undefined;
  const page = Number.parseInt(first(params.page) ?? "", 10);
  return { search, page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** One of `allowed` from the URL's `name`, or undefined. */
export function readListChoice<V extends string>(
  params: RawParams,
  name: string,
  allowed: readonly V[],
): V | undefined {
  const value = first(params[name]);
  return allowed.find((item) => item === value);
}

/** The URL of a table page with these parameters (empty ones left out, page 1 implied). */
export function listHref(base: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The last page of `total` rows (at least 1). */
export function lastPage(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
