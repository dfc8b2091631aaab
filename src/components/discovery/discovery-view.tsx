"use client";

import { SearchXIcon, SlidersHorizontalIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { SearchFilters, SearchInput, SearchQuery } from "@/lib/discovery/search-filters";
import {
  type AgeRange,
  activeFilterCount,
  inputToSearchParams,
  type SearchGender,
  type SearchSort,
  SORTS,
  shareableSearch,
} from "@/lib/discovery/search-url";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { draftFrom } from "./filter-draft";
import { Pagination } from "./pagination";
import { lastPage } from "./paging";
import { cardName, EAGER_CARDS, ProfileCard, ProfileGrid } from "./profile-card";
import { CardProposalActions } from "./propose-action";
import { useResultCount } from "./result-count";
import type { SearchResult } from "./types";

const BASE = "/dashboard";

/** Where the filter panel sits beside the results (Tailwind's `xl`); below it, a sheet. */
const WIDE_SCREEN = "(min-width: 80rem)";

/**
 * The filter form (option lists, location pickers, comboboxes and the countries they fetch) is
 * loaded only where it shows: on wide screens after hydration, on phones when the sheet opens. A
 * phone's first load carries none of it (issue 19: listing pages under 300 KB in low-data mode).
 */
const FilterForm = dynamic(() => import("./filter-form").then((module) => module.FilterForm), {
  ssr: false,
  loading: FilterFormLoading,
});

function FilterFormLoading() {
  const t = useTranslations("discovery");
  return (
    <p role="status" className="min-h-96 p-4 text-muted-foreground text-sm">
      {t("view.loadingFilters")}
    </p>
  );
}

/**
 * The dashboard address of a search: the gender and ages always named (so it shows the same
 * profiles to whoever opens it), other defaults left out so it stays short.
 */
export function searchHref(input: SearchInput, defaultGender: SearchGender): string {
  return `${BASE}?${inputToSearchParams(shareableSearch(input, defaultGender)).toString()}`;
}

/** The search as it stands, without the page (a new filter or sort starts again at page 1). */
function withoutPage(input: SearchQuery): SearchInput {
  const { page: _page, userId: _userId, profileId: _profileId, ...rest } = input;
  return rest;
}

/**
 * The member's browse view on /dashboard (issue 5): filters (a panel beside the results on wide
 * screens, a sheet on small ones), sort, the count, the cards with their match score and actions,
 * and paging. The search lives in the URL: every change is a navigation the server page answers,
 * so a reload or a shared link shows the same search.
 */
export function DiscoveryView({
  input,
  result,
  defaultGender,
  wantedAges = null,
  lowData = false,
}: {
  /** The search of this URL (defaults filled in, the wanted ages among them). */
  input: SearchQuery;
  result: SearchResult;
  /** The gender searched when none is chosen: the opposite of the member's own. */
  defaultGender: SearchGender;
  /** The ages searched when the URL names none: the member's partner requirements. */
  wantedAges?: AgeRange | null;
  /** Low-data mode for this request (src/lib/low-data.ts): photos wait for a tap. */
  lowData?: boolean;
}) {
  const t = useTranslations("discovery");
  const countText = useResultCount();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [sheetOpen, setSheetOpen] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  const { profiles, page, pageSize, total, total_capped: capped, sort } = result;
  const filterCount = activeFilterCount(input);
  const current = withoutPage(input);
  const href = (next: SearchInput) => searchHref(next, defaultGender);
  const urlKey = href(current);

  const go = (next: SearchInput) => {
    startTransition(() => router.push(href(next), { scroll: false }));
  };
  const apply = (filters: SearchFilters) => {
    setSheetOpen(false);
    go({ ...filters, sort: input.sort, pageSize: input.pageSize });
  };
  const clear = () => {
    setSheetOpen(false);
    go({ sort: input.sort, pageSize: input.pageSize });
  };
  const changeSort = (value: SearchSort) => go({ ...current, sort: value });

  const last = lastPage({ page, pageSize, total, capped, shown: profiles.length });
  const requestedSort = input.sort ?? "best_match";
  const initialDraft = draftFrom(input, defaultGender);

  return (
    <div className="grid gap-6 xl:grid-cols-[17rem_minmax(0,1fr)] xl:items-start">
      <aside
        aria-labelledby="filters-panel-title"
        className="hidden rounded-xl border bg-card p-4 text-card-foreground shadow-sm xl:block"
      >
        <h2 id="filters-panel-title" className="mb-4 font-semibold text-lg">
          {t("view.filters")}
        </h2>
        {wide ? (
          <FilterForm
            key={urlKey}
            idPrefix="filters-panel"
            initial={initialDraft}
            defaultGender={defaultGender}
            onApply={apply}
            onClear={clear}
            pending={pending}
          />
        ) : (
          <FilterFormLoading />
        )}
      </aside>

      <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent
          side="end"
          className="w-[22rem] max-w-[92vw] gap-0 p-0"
          closeLabel={t("view.closeFilters")}
        >
          <div className="border-b px-4 py-4 pe-12">
            <SheetTitle className="text-lg">{t("view.filters")}</SheetTitle>
            <SheetDescription>{t("view.filtersHint")}</SheetDescription>
          </div>
          <FilterForm
            key={urlKey}
            idPrefix="filters-sheet"
            initial={initialDraft}
            defaultGender={defaultGender}
            onApply={apply}
            onClear={clear}
            pending={pending}
            scrollBody
          />
        </SheetContent>
      </Sheet>

      <section aria-labelledby="results-title" className="grid min-w-0 gap-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="results-title" className="font-semibold text-xl">
              {t("view.resultsTitle")}
            </h2>
            <p role="status" className="text-muted-foreground text-sm">
              {countText(total, capped)}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Button
              variant="outline"
              className="xl:hidden"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
            >
              <SlidersHorizontalIcon aria-hidden="true" />
              {t("view.filters")}
              {filterCount > 0 ? (
                <Badge className="min-w-5 tabular-nums">
                  {filterCount}
                  <span className="sr-only"> {t("view.filtersActive")}</span>
                </Badge>
              ) : null}
            </Button>
            <div className="grid gap-1.5">
              <Label htmlFor="discovery-sort">{t("view.sortBy")}</Label>
              <Select
                id="discovery-sort"
                value={sort}
                onChange={(event) => changeSort(event.target.value as SearchSort)}
                className="w-44"
              >
                {SORTS.map((option) => (
                  <option key={option} value={option}>
                    {t(`sort.${option}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>

        {wantedAges && input.age_min === wantedAges.age_min && input.age_max === wantedAges.age_max ? (
          <p className="text-muted-foreground text-sm">
            {t("view.wantedAges", { min: wantedAges.age_min, max: wantedAges.age_max })}
          </p>
        ) : null}
        {requestedSort === "best_match" && sort !== "best_match" ? (
          <p className="text-muted-foreground text-sm">{t("view.bestMatchFallback")}</p>
        ) : null}

        <div aria-busy={pending} className={cn("grid gap-6 transition-opacity", pending && "opacity-60")}>
          {profiles.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-10 text-center">
              <SearchXIcon aria-hidden="true" className="size-8 text-muted-foreground" />
              <p className="font-medium">
                {filterCount > 0 || input.gender !== undefined ? t("view.noMatch") : t("view.noneYet")}
              </p>
              <p className="text-muted-foreground text-sm">
                {filterCount > 0 ? t("view.tryWidening") : t("view.checkBack")}
              </p>
              {filterCount > 0 || input.gender !== undefined ? (
                <Button variant="outline" onClick={clear}>
                  {t("view.clearFilters")}
                </Button>
              ) : null}
            </div>
          ) : (
            <ProfileGrid>
              {profiles.map((profile, index) => {
                const name = cardName(profile);
                return (
                  <li key={profile.id} className="grid">
                    <ProfileCard
                      profile={profile}
                      match={profile.match}
                      eager={index < EAGER_CARDS}
                      lowData={lowData}
                      actions={
                        <CardProposalActions
                          profileId={profile.id}
                          name={name}
                          relation={profile}
                          prefetch={lowData ? false : undefined}
                        />
                      }
                    />
                  </li>
                );
              })}
            </ProfileGrid>
          )}
          <Pagination
            page={page}
            last={last}
            hrefFor={(target) => href({ ...current, page: target })}
            label={t("view.resultPages")}
            prefetch={lowData ? false : undefined}
          />
        </div>
      </section>
    </div>
  );
}
