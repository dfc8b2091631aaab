import { CheckIcon } from "lucide-react";
import Link from "next/link";
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
import { carousel } from "@/content/carousel";
import { faq } from "@/content/faq";
import { home } from "@/content/home";
import { services } from "@/content/services";
import { phoneLists, site } from "@/content/site";
import { team } from "@/content/team";
import { testimonials } from "@/content/testimonials";
import { whyChooseUs } from "@/content/why-choose-us";
import { absoluteUrl } from "@/lib/site-url";
import { cn } from "@/lib/utils";

export const metadata = pageMetadata({ ...home.meta, path: "/", absoluteTitle: true });

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
  contactPoint: phoneLists.flatMap((list) =>
    list.numbers.map((number) => ({
      "@type": "ContactPoint",
      telephone: number.e164,
      contactType: "customer service",
      areaServed: list.id === "pakistan" ? "PK" : "AE",
      availableLanguage: ["English", "Urdu"],
    })),
  ),
};

export default function HomePage() {
  const { hero } = home;
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
              <Link href={hero.primary.href} className={buttonVariants({ size: "lg" })}>
                {hero.primary.label}
              </Link>
              <Link href={hero.secondary.href} className={buttonVariants({ size: "lg", variant: "outline" })}>
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
          <HeroCarousel slides={carousel.slides} label={carousel.label} interval={carousel.interval} />
        </div>
      </div>

      <SplitSection
        id={home.about.id}
        title={home.about.title}
        paragraphs={home.about.paragraphs}
        image={home.about.image}
        link={home.about.link}
      />

      <StatsBand />

      <Section id="why-choose-us" title={whyChooseUs.title} intro={whyChooseUs.intro}>
        <FeatureGrid items={whyChooseUs.items} />
      </Section>

      <Section id="services" title={services.title} intro={services.intro} tone="soft">
        <FeatureGrid items={services.items} />
      </Section>

      <Section id="team" title={team.title} intro={team.intro}>
        <TeamGrid members={team.members} />
      </Section>

      <Section id="testimonials" title={testimonials.title} intro={testimonials.intro} tone="soft">
        <TestimonialList items={testimonials.items} />
      </Section>

      <SplitSection
        id={home.secondMarriage.id}
        title={home.secondMarriage.title}
        paragraphs={home.secondMarriage.paragraphs}
        points={home.secondMarriage.points}
        image={home.secondMarriage.image}
        link={home.secondMarriage.link}
        reverse
      />

      <Section id={home.faq.id} title={faq.title} intro={faq.intro} tone="soft">
        <div className="max-w-3xl">
          <FaqList items={faq.items} />
          <p className="mt-6">
            <Link
              href={home.faq.link.href}
              className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {home.faq.link.label}
            </Link>
          </p>
        </div>
      </Section>

      <ClosingCta {...home.closing} />
    </>
  );
}
