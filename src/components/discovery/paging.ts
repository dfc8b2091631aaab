import { RESULTS_MAX } from "@/lib/discovery/search-url";
import { formatCount } from "@/lib/format";

/** Paging and counting for the listings: pure, shared by the dashboard and the public page. */

export type PageItem = number | "gap";

/** Page numbers to show: the first, the last, and the current one with its neighbours, gaps between. */
export function pageItems(current: number, last: number, neighbours = 1): PageItem[] {
  if (last <= 1) return [1];
  const wanted = new Set<number>([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}

/**
 * The last page a listing can name: from the total, or, when the count stopped at its cap, at least
 * one past the current page while that page is full, never past the first RESULTS_MAX profiles.
 */
export function lastPage(options: {
  page: number;
  pageSize: number;
  total: number;
  capped: boolean;
  shown: number;
}): number {
  const counted = Math.max(1, Math.ceil(options.total / options.pageSize));
  if (!options.capped) return Math.max(counted, options.page);
  const more = options.shown >= options.pageSize ? options.page + 1 : options.page;
  // A search pages through its first RESULTS_MAX profiles only.
  const deepest = Math.max(1, Math.floor(RESULTS_MAX / options.pageSize));
  return Math.min(Math.max(counted, more), Math.max(deepest, options.page));
}

/** 'No profiles', '1 profile', '240 profiles', '1,000+ profiles' (the count stops at 1,000). */
export function resultCountText(total: number, capped: boolean): string {
  if (total === 0 && !capped) return "No profiles found";
  const number = `${formatCount(total)}${capped ? "+" : ""}`;
  return `${number} ${total === 1 && !capped ? "profile" : "profiles"} found`;
}
