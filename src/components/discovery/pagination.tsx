import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { buttonClass, classes } from "@/components/site/classes";
import { pageItems } from "./paging";

/**
 * Paging as links (Previous, page numbers, Next): each page has its own URL, so a page can be
 * reloaded, shared and reached without JavaScript. Plain class strings: the public listing uses it
 * too (decision 0007). The arrows point the way the page reads (mirrored in Urdu).
 */

const itemClass = "h-10 min-w-10 px-3";

function Chevron({ to }: { to: "previous" | "next" }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-arrow={to}
      className="size-4 shrink-0 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={to === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"} />
    </svg>
  );
}

export function Pagination({
  page,
  last,
  hrefFor,
  label,
  prefetch,
}: {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** false in low-data mode: no page is fetched before it is asked for. */
  prefetch?: false;
}) {
  const t = useTranslations("discovery.pagination");
  const format = useFormatter();
  if (last <= 1 && page <= 1) return null;
  const items = pageItems(page, last);
  return (
    <nav aria-label={label ?? t("pages")} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              href={hrefFor(page - 1)}
              prefetch={prefetch}
              rel="prev"
              className={classes(buttonClass.outline, itemClass)}
            >
              <Chevron to="previous" />
              {t("previous")}
            </Link>
          ) : (
            <span aria-disabled="true" className={classes(buttonClass.outline, itemClass, "opacity-50")}>
              <Chevron to="previous" />
              {t("previous")}
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
                prefetch={prefetch}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("page", { page: format.number(item) })}
                className={classes(
                  item === page ? buttonClass.primary : buttonClass.ghost,
                  itemClass,
                  "tabular-nums",
                )}
              >
                {format.number(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link
              href={hrefFor(page + 1)}
              prefetch={prefetch}
              rel="next"
              className={classes(buttonClass.outline, itemClass)}
            >
              {t("next")}
              <Chevron to="next" />
            </Link>
          ) : (
            <span aria-disabled="true" className={classes(buttonClass.outline, itemClass, "opacity-50")}>
              {t("next")}
              <Chevron to="next" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
