import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { ClosingCta } from "@/components/site/closing-cta";
import { container } from "@/components/site/container";
import { Illustration } from "@/components/site/illustration";
import { pageMetadata } from "@/components/site/page-metadata";
import { PageIntro, Section } from "@/components/site/section";
import { StatsBand } from "@/components/site/stats-band";
import { TeamGrid } from "@/components/site/team-grid";
import { about as aboutContent } from "@/content/about";
import { team as teamContent } from "@/content/team";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata({ ...aboutContent[locale].meta, path: "/about", locale });
}

export default async function AboutPage() {
  const locale = await getLocale();
  const about = aboutContent[locale];
  const team = teamContent[locale];
  return (
    <>
      <PageIntro title={about.title} lead={about.lead} />

      <section aria-labelledby="story-title" className="py-14 sm:py-20">
        <div className={cn(container, "grid items-center gap-10 md:grid-cols-2 lg:gap-16")}>
          <div className="flex flex-col gap-4">
            <h2 id="story-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
              {about.story.title}
            </h2>
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </div>
          <Illustration
            image={about.image}
            loading="eager"
            className="h-auto w-full max-w-md justify-self-center"
          />
        </div>
      </section>

      <StatsBand />

      <Section id="values" title={about.mission.title}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {about.mission.items.map((item) => (
            <li key={item.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-muted-foreground text-sm">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-we-work" title={about.process.title} tone="soft">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {about.process.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-muted-foreground text-sm">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="team" title={team.title} intro={team.intro}>
        <TeamGrid members={team.members} />
      </Section>

      <ClosingCta title={about.closing.title} text={about.closing.text} primary={about.closing.link} />
    </>
  );
}
