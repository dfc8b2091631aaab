import { CheckIcon } from "lucide-react";
import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { ClosingCta } from "@/components/site/closing-cta";
import { container } from "@/components/site/container";
import { Illustration } from "@/components/site/illustration";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro, Section } from "@/components/site/section";
import { TestimonialList } from "@/components/site/testimonial-list";
import { secondMarriage } from "@/content/second-marriage";
import { testimonials as testimonialsContent } from "@/content/testimonials";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata({ ...secondMarriage[locale].meta, path: "/second-marriage", locale });
}

export default async function SecondMarriagePage() {
  const locale = await getLocale();
  const page = secondMarriage[locale];
  const testimonials = testimonialsContent[locale];
  const stories = testimonials.items.filter((item) => item.secondMarriage);
  return (
    <>
      <PageIntro title={page.title} lead={page.lead} />

      <section aria-labelledby="intro-title" className="py-14 sm:py-20">
        <div className={cn(container, "grid items-center gap-10 md:grid-cols-2 lg:gap-16")}>
          <div className="flex flex-col gap-4">
            <h2 id="intro-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
              {page.intro.title}
            </h2>
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground">
                {paragraph}
              </p>
            ))}
            <p className="mt-2 flex items-baseline gap-3 rounded-xl bg-secondary px-5 py-4">
              <span className="font-bold text-4xl text-primary">{page.stat.value}</span>
              <span>{page.stat.text}</span>
            </p>
          </div>
          <Illustration
            image={page.image}
            loading="eager"
            className="h-auto w-full max-w-md justify-self-center"
          />
        </div>
      </section>

      <Section id="your-profile" title={page.details.title} intro={page.details.text} tone="soft">
        <ul className="grid max-w-3xl gap-3">
          {page.details.items.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-lg bg-card p-4 shadow-xs">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-we-help" title={page.approach.title}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.approach.items.map((item) => (
            <li key={item.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories" title={testimonials.title} tone="soft">
        <TestimonialList items={stories} />
      </Section>

      <ClosingCta {...page.closing} />
    </>
  );
}
