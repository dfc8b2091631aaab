"use client";

import { SearchIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { filterHelpEntries, type HelpEntry } from "./help-topics";

const SECTIONS = ["guide", "faq", "support"] as const;

/** The Help page's topics with a search box that filters them as the member types. */
export function HelpSearch({ entries }: { entries: HelpEntry[] }) {
  const t = useTranslations("help");
  const [query, setQuery] = useState("");
  const inputId = useId();
  const statusId = useId();
  const shown = useMemo(() => filterHelpEntries(entries, query), [entries, query]);
  const searching = query.trim() !== "";

  return (
    <div className="flex flex-col gap-8">
      <search className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium text-sm">
          {t("search.label")}
        </label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("search.placeholder")}
            aria-describedby={statusId}
            className="h-11 ps-9 pe-11"
          />
          {searching ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute end-1 top-1/2 -translate-y-1/2"
              onClick={() => setQuery("")}
              aria-label={t("search.clear")}
            >
              <XIcon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <p id={statusId} role="status" className={searching ? "text-muted-foreground text-sm" : "sr-only"}>
          {searching ? t("search.results", { count: shown.length }) : ""}
        </p>
      </search>

      {shown.length === 0 ? (
        <section
          className="rounded-xl border bg-card px-6 py-8 text-center"
          aria-labelledby={`${statusId}-none`}
        >
          <h2 id={`${statusId}-none`} className="font-semibold text-lg">
            {t("search.noResultsTitle")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("search.noResults", { query: query.trim() })}</p>
        </section>
      ) : null}

      {SECTIONS.map((section) => {
        const inSection = shown.filter((entry) => entry.section === section);
        if (inSection.length === 0) return null;
        const headingId = `help-${section}`;
        return (
          <section key={section} aria-labelledby={headingId} className="flex flex-col gap-4">
            <h2 id={headingId} className="font-semibold text-xl">
              {t(`sections.${section}`)}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              {inSection.map((entry) => (
                <article
                  key={entry.id}
                  id={entry.id}
                  aria-labelledby={`${entry.id}-title`}
                  className="flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-5"
                >
                  <h3 id={`${entry.id}-title`} className="font-semibold">
                    {entry.title}
                  </h3>
                  {entry.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="text-muted-foreground text-sm leading-relaxed">
                      {paragraph}
                    </p>
                  ))}
                  {entry.links?.length ? (
                    <ul className="mt-1 flex flex-col gap-2 text-sm">
                      {entry.links.map((link) => (
                        <li key={link.href}>
                          <a
                            href={link.href}
                            className="font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]"
                            {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                          >
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </article>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
