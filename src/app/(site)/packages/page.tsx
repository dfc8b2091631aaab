import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PlanList } from "@/components/packages/plan-list";
import { PlanListSkeleton } from "@/components/packages/plan-list-skeleton";
import { container } from "@/components/site/container";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro } from "@/components/site/section";
import { packages } from "@/content/packages";
import { cn } from "@/lib/utils";

export const metadata: Metadata = pageMetadata({ ...packages.meta, path: "/packages" });

/**
 * Static: the page is built once and served as a file. The plans (which admins may edit) and the
 * buttons (which depend on who is signed in) are filled in by the browser from the API.
 */
export default function PackagesPage() {
  return (
    <>
      <PageIntro title={packages.title} lead={packages.lead} />
      <div className={cn(container, "grid gap-12 py-12 sm:py-16")}>
        {/* useSearchParams (the ?plan= a visitor returns with) needs a boundary on a static page. */}
        <Suspense fallback={<PlanListSkeleton label={packages.loading} />}>
          <PlanList />
        </Suspense>

        <section aria-labelledby="packages-notes" className="grid max-w-3xl gap-3">
          <h2 id="packages-notes" className="font-semibold text-xl">
            {packages.notesTitle}
          </h2>
          <ul className="grid list-disc gap-2 ps-5 text-muted-foreground">
            {packages.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p>
            {packages.questions.text}{" "}
            <Link
              href={packages.questions.link.href}
              className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {packages.questions.link.label}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
