import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { PlanList } from "@/components/packages/plan-list";
import { DemoPaymentNotice } from "@/components/payments/demo-payment-notice";
import { container } from "@/components/site/container";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro } from "@/components/site/section";
import { packages as packagesContent } from "@/content/packages";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata({ ...packagesContent[locale].meta, path: "/packages", locale });
}

// The plans are read on each request (docs/decisions/0031): an administrator's edit shows at once,
// and crawlers and phones without JavaScript get the prices and the right buttons in the HTML.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

/**
 * Spec §2 "/packages": the plans on offer (Free first, then by price) rendered on the server, with
 * the buttons for who is looking: a visitor signs in first, a member cannot pick Free.
 * The plans are in the HTML itself (no streaming placeholder): phones without JavaScript and
 * crawlers read them. A cold server's first request would pay for loading the API's modules; the
 * entry warms this page at boot (src/server/warm-up.ts), so no visitor does.
 */
export default async function PackagesPage({ searchParams }: Props) {
  const locale = await getLocale();
  const packages = packagesContent[locale];
  return (
    <>
      <PageIntro title={packages.title} lead={packages.lead} />
      <div className={cn(container, "grid gap-12 py-12 sm:py-16")}>
        <Plans searchParams={searchParams} />

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
              prefetch={false}
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

/** The demo notice and the plans with the viewer's buttons: everything that needs the server's data. */
async function Plans({ searchParams }: Props) {
  const { currentUser, demoPayments, serverApi } = await import("@/trpc/server");
  const [{ plan }, user, { plans }, demo, t] = await Promise.all([
    searchParams,
    currentUser(),
    serverApi().then((api) => api.plans.list()),
    demoPayments(),
    getTranslations("site.packages"),
  ]);
  const viewer = !user ? "visitor" : user.role === "admin" ? "admin" : "member";
  return (
    <div className="grid gap-12">
      {demo ? <DemoPaymentNotice>{t("demoNotice")}</DemoPaymentNotice> : null}
      <PlanList plans={plans} viewer={viewer} chosenId={firstParam(plan)} />
    </div>
  );
}
