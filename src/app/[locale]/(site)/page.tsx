import { CheckIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getLocale } from "next-intl/server";
import { HeroCarousel } from "@/components/carousel/hero-carousel";
import { FaqList } from "@/components/faq/faq-list";
import { ClosingCta } from "@/components/site/closing-cta";
import { container } from "@/components/site/container";
import { FeatureGrid } from "@/components/site/feature-grid";
import { JsonLd } from "@/components/site/json-ld";
import { pageMetadata } from "@/components/site/page-metadata";
import { Section } from "@/components/site/section";
import { SplitSection } from "@/components/site/split-section";
import { StatsBand } from "@/components/site/stats-band";
import { TeamGrid } from "@/components/site/team-grid";
import { TestimonialList } from "@/components/site/testimonial-list";
import { buttonVariants } from "@/components/ui/button";
import { CAROUSEL_INTERVAL, carousel } from "@/content/carousel";
import { faq } from "@/content/faq";
import { home } from "@/content/home";
import { services } from "@/content/services";
import { phoneLists, site } from "@/content/site";
import { team } from "@/content/team";
import { testimonials } from "@/content/testimonials";
import { whyChooseUs } from "@/content/why-choose-us";
import { absoluteUrl } from "@/lib/site-url";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata({ ...home[locale].meta, path: "/", absoluteTitle: true, locale });
}

/** Structured data for search engines: the facts in English, as schema.org reads them. */
const organization = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.legalName,
  alternateName: site.name,
  url: absoluteUrl("/"),
  logo: absoluteUrl("/icon.svg"),
  email: site.email,
  description: site.description,
  foundingDate: String(site.foundedYear),
  areaServed: ["Pakistan", "United Arab Emirates"],
  contactPoint: phoneLists.en.flatMap((list) =>
    list.numbers.map((number) => ({
      "@type": "ContactPoint",
      telephone: number.e164,
      contactType: "customer service",
      areaServed: list.id === "pakistan" ? "PK" : "AE",
      availableLanguage: ["English", "Urdu"],
    })),
  ),
};

export default async function HomePage() {
  const locale = await getLocale();
  const page = home[locale];
  const { hero } = page;
  const faqs = faq[locale];
  const why = whyChooseUs[locale];
  const offer = services[locale];
  const consultants = team[locale];
  const stories = testimonials[locale];
  return (
    <>
      <JsonLd data={organization} />
      <div className="border-b bg-secondary/60 bg-[url(/images/hero-pattern.svg)] bg-size-[80px]">
        <div className={cn(container, "grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:gap-14")}>
          <div className="flex flex-col items-start gap-5">
            <p className="rounded-full bg-background px-3 py-1 font-medium text-primary text-sm shadow-xs">
              {hero.eyebrow}
            </p>
            <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl">{hero.title}</h1>
            <p className="max-w-xl text-lg text-muted-foreground">{hero.text}</p>
            <div className="flex flex-wrap gap-3">
              <Link prefetch={false} href={hero.primary.href} className={buttonVariants({ size: "lg" })}>
                {hero.primary.label}
              </Link>
              <Link
                prefetch={false}
                href={hero.secondary.href}
                className={buttonVariants({ size: "lg", variant: "outline" })}
              >
                {hero.secondary.label}
              </Link>
            </div>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {hero.points.map((point) => (
                <li key={point} className="flex items-center gap-1.5">
                  <CheckIcon className="size-4 text-primary" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <HeroCarousel slides={carousel[locale].slides} interval={CAROUSEL_INTERVAL} />
        </div>
      </div>

      <SplitSection
        id={page.about.id}
        title={page.about.title}
        paragraphs={page.about.paragraphs}
        image={page.about.image}
        link={page.about.link}
      />

      <StatsBand />

      <Section id="why-choose-us" title={why.title} intro={why.intro}>
        <FeatureGrid items={why.items} />
      </Section>

      <Section id="services" title={offer.title} intro={offer.intro} tone="soft">
        <FeatureGrid items={offer.items} />
      </Section>

      <Section id="team" title={consultants.title} intro={consultants.intro}>
        <TeamGrid members={consultants.members} />
      </Section>

      <Section id="testimonials" title={stories.title} intro={stories.intro} tone="soft">
        <TestimonialList items={stories.items} />
      </Section>

      <SplitSection
        id={page.secondMarriage.id}
        title={page.secondMarriage.title}
        paragraphs={page.secondMarriage.paragraphs}
        points={page.secondMarriage.points}
        image={page.secondMarriage.image}
        link={page.secondMarriage.link}
        reverse
      />

      <Section id={page.faq.id} title={faqs.title} intro={faqs.intro} tone="soft">
        <div className="max-w-3xl">
          <FaqList items={faqs.items} />
          <p className="mt-6">
            <Link
              prefetch={false}
              href={page.faq.link.href}
              className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {page.faq.link.label}
            </Link>
          </p>
        </div>
      </Section>

      <ClosingCta {...page.closing} />
    </>
  );
}
