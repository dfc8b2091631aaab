import type { Metadata } from "next";
import Link from "next/link";
import { getLocale } from "next-intl/server";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { FaqList } from "@/components/faq/faq-list";
import { container } from "@/components/site/container";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro } from "@/components/site/section";
import { buttonVariants } from "@/components/ui/button";
import { faq as faqContent } from "@/content/faq";
import { faqPage as faqPageContent } from "@/content/faq-page";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata({ ...faqPageContent[locale].meta, path: "/faq", locale });
}

export default async function FaqPage() {
  const locale = await getLocale();
  const faq = faqContent[locale];
  const faqPage = faqPageContent[locale];
  return (
    <>
      <FaqJsonLd items={faq.items} />
      <PageIntro title={faq.title} lead={faq.intro} />
      <div className={cn(container, "py-12 sm:py-16")}>
        <div className="max-w-3xl">
          <FaqList items={faq.items} />
          <section
            aria-labelledby="faq-more-title"
            className="mt-10 flex flex-col items-start gap-3 rounded-xl border bg-card p-6 shadow-sm"
          >
            <h2 id="faq-more-title" className="font-semibold text-xl">
              {faqPage.more.title}
            </h2>
            <p className="text-muted-foreground">{faqPage.more.text}</p>
            <Link prefetch={false} href={faqPage.more.link.href} className={buttonVariants()}>
              {faqPage.more.link.label}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
