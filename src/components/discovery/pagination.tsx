import Link from "next/link";
import { buttonClass, classes } from "@/components/site/classes";
import { formatCount } from "@/lib/format";
import { pageItems } from "./paging";

/**
 * Paging as links (Previous, page numbers, Next): each page has its own URL, so a page can be
 * reloaded, shared and reached without JavaScript. Plain class strings: the public listing uses it
 * too (decision 0007).
 */

const itemClass = "h-10 min-w-10 px-3";

export function Pagination({
  page,
  last,
  hrefFor,
  label = "Pages",
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (last <= 1 && page <= 1) return null;
  const items = pageItems(page, last);
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev" className={classes(buttonClass.outline, itemClass)}>
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={classes(buttonClass.outline, itemClass, "opacity-50")}>
              Previous
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={classes(
                  item === page ? buttonClass.primary : buttonClass.ghost,
                  itemClass,
                  "tabular-nums",
                )}
              >
                {formatCount(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link href={hrefFor(page + 1)} rel="next" className={classes(buttonClass.outline, itemClass)}>
              Next
            </Link>
          ) : (
            <span aria-disabled="true" className={classes(buttonClass.outline, itemClass, "opacity-50")}>
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
