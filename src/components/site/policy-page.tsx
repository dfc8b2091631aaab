import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { LocalizedPolicy, PolicyBlock } from "@/content/policies";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { container } from "./container";
import { pageMetadata } from "./page-metadata";
import { RichText } from "./rich-text";

/** English keeps its '1 November 2026'; Urdu reads '01 نومبر 2026' (Urdu month names). */
const englishDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className="flex list-disc flex-col gap-2 ps-6 marker:text-primary">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-lg border border-primary/30 border-s-4 border-s-primary bg-secondary/60 p-4 text-foreground">
      <p>
        <RichText text={block.note} />
      </p>
    </div>
  );
}

function updatedOn(isoDate: string, locale: Locale): string {
  return locale === "ur" ? formatDate(isoDate, "ur") : englishDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A policy page's metadata in the page's language: title, description, and the hreflang links to
 * both languages (`?lang=en`, `?lang=ur`; x-default is the plain URL, which follows the visitor).
 */
export async function policyMetadata(content: LocalizedPolicy): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("common.meta");
  const policy = content[locale];
  const base = pageMetadata({ title: policy.title, description: policy.description, path: policy.path });
  const fullTitle = `${policy.title} · ${t("siteName")}`;
  return {
    ...base,
    alternates: {
      canonical: locale === "ur" ? `${policy.path}?lang=ur` : policy.path,
      languages: { en: `${policy.path}?lang=en`, ur: `${policy.path}?lang=ur`, "x-default": policy.path },
    },
    openGraph: { ...base.openGraph, title: fullTitle, locale: locale === "ur" ? "ur_PK" : "en_PK" },
    twitter: { ...base.twitter, title: fullTitle },
  };
}

/**
 * Every policy page: the title, last-updated date, an introduction, an on-page table of contents,
 * and the numbered sections (each an h2 with an anchor), in the page's language.
 */
export async function PolicyPage({ content }: { content: LocalizedPolicy }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("policies.page");
  const policy = content[locale];
  const updated = updatedOn(policy.updated, locale);
  return (
    <article>
      <header className="border-b bg-secondary/60 bg-[url(/images/hero-pattern.svg)] bg-size-[80px]">
        <div className={cn(container, "py-12 sm:py-14")}>
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{policy.title}</h1>
          <p className="mt-3 text-muted-foreground text-sm">
            {t("lastUpdated")}: <time dateTime={policy.updated}>{updated}</time>
          </p>
        </div>
      </header>

      <div className={cn(container, "grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-14")}>
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="toc-title" className="font-semibold text-sm">
              {t("onThisPage")}
            </h2>
            <ol className="mt-3 flex flex-col gap-1 text-sm">
              {policy.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-sm py-1 text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="tabular-nums">{index + 1}.</span>
                    <span>{section.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="flex max-w-3xl flex-col gap-10 leading-relaxed">
          <div className="flex flex-col gap-4 text-lg">
            {policy.intro.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
          <ol className="flex flex-col gap-10" data-testid="policy-sections">
            {policy.sections.map((section, index) => (
              <li key={section.id}>
                <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
                  <h2 id={`${section.id}-title`} className="flex gap-3 font-semibold text-xl tracking-tight">
                    <span className="text-primary tabular-nums">{index + 1}.</span>
                    <span>{section.heading}</span>
                  </h2>
                  <div className="mt-4 flex flex-col gap-4 text-foreground/90">
                    {section.blocks.map((block, blockIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a section are static content in a fixed order.
                      <Block key={blockIndex} block={block} />
                    ))}
                  </div>
                </section>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
