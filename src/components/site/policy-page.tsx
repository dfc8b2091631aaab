import type { Policy, PolicyBlock } from "@/content/policies";
import { siteUi } from "@/content/site";
import { cn } from "@/lib/utils";
import { container } from "./container";
import { RichText } from "./rich-text";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
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

/**
 * Every policy page: the title, last-updated date, an introduction, an on-page table of contents,
 * and the numbered sections (each an h2 with an anchor).
 */
export function PolicyPage({ policy }: { policy: Policy }) {
  const updated = dateFormat.format(new Date(`${policy.updated}T00:00:00Z`));
  return (
    <article>
      <header className="border-b bg-secondary/60 bg-[url(/images/hero-pattern.svg)] bg-size-[80px]">
        <div className={cn(container, "py-12 sm:py-14")}>
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{policy.title}</h1>
          <p className="mt-3 text-muted-foreground text-sm">
            {siteUi.lastUpdated}: <time dateTime={policy.updated}>{updated}</time>
          </p>
        </div>
      </header>

      <div className={cn(container, "grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-14")}>
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="toc-title" className="font-semibold text-sm">
              {siteUi.onThisPage}
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
