"use client";

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { classes } from "@/components/site/classes";
import { Illustration } from "@/components/site/illustration";
import type { Slide } from "@/content/carousel";

const controlClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-input bg-background text-foreground outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The home page carousel (WAI-ARIA APG "carousel" pattern): Previous/Next buttons, slide pickers
 * and a pause/play control. It rotates on its own only when the visitor has not asked for reduced
 * motion, and pauses while hovered or while focus is inside it. While rotating, the slide region
 * is aria-live="off" (no announcements every few seconds); otherwise "polite", so a change made
 * with the buttons is read out.
 */
export function HeroCarousel({ slides, interval }: { slides: readonly Slide[]; interval: number }) {
  const t = useTranslations("site.carousel");
  const total = slides.length;
  const [index, setIndex] = useState(0);
  // Only the slides shown so far have their image: the others are hidden under the first, and the
  // browser would fetch them at once (lazy loading counts a transparent image as on screen).
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    setReached((seen) => (seen.has(index) ? seen : new Set(seen).add(index)));
  }, [index]);
  // Off until the browser says motion is welcome (also what the server renders).
  const [autoplay, setAutoplay] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionId = useId();

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setAutoplay(!query.matches);
    const onChange = () => {
      if (query.matches) setAutoplay(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const rotating = autoplay && !hovered && !focused && total > 1;

  // Re-armed on every slide change, so a manual step also gets a full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on purpose.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % total), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, total]);

  const show = (next: number) => setIndex(((next % total) + total) % total);

  return (
    <section
      aria-roledescription={t("roleCarousel")}
      aria-label={t("label")}
      className="flex flex-col gap-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={regionId} aria-live={rotating ? "off" : "polite"} className="grid">
        {slides.map((slide, position) => {
          const active = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with roledescription "slide"; fieldset is for form controls.
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t("roleSlide")}
              aria-label={t("slideOf", { index: position + 1, total })}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={classes(
                "flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none",
                active ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              {reached.has(position) ? (
                <Illustration
                  image={slide.image}
                  className="aspect-[8/5] h-auto w-full bg-secondary object-cover"
                  loading={position === 0 ? "eager" : "lazy"}
                  fetchPriority={position === 0 ? "high" : "auto"}
                />
              ) : (
                <div className="aspect-[8/5] w-full bg-secondary" data-slide-image-pending="" />
              )}
              <div className="flex flex-1 flex-col items-start gap-2 p-5">
                <h2 className="font-semibold text-lg leading-snug">{slide.title}</h2>
                <p className="text-muted-foreground text-sm">{slide.text}</p>
                <Link
                  prefetch={false}
                  href={slide.cta.href}
                  className="mt-auto rounded-sm pt-1 font-medium text-primary text-sm underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {slide.cta.label}
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          className={controlClass}
          aria-label={autoplay ? t("pause") : t("play")}
          onClick={() => setAutoplay((value) => !value)}
        >
          {autoplay ? (
            <PauseIcon className="size-4" aria-hidden="true" />
          ) : (
            <PlayIcon className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={t("previous")}
          aria-controls={regionId}
          onClick={() => show(index - 1)}
        >
          <ChevronLeftIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <fieldset className="flex items-center">
          <legend className="sr-only">{t("pickerLabel")}</legend>
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className="group inline-flex size-8 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label={t("goTo", { index: position + 1, title: slide.title })}
              aria-controls={regionId}
              aria-current={position === index ? "true" : undefined}
              onClick={() => show(position)}
            >
              <span
                className={classes(
                  "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
                  position === index
                    ? "w-5 bg-primary"
                    : "w-2.5 bg-muted-foreground/70 group-hover:bg-muted-foreground",
                )}
              />
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className={controlClass}
          aria-label={t("next")}
          aria-controls={regionId}
          onClick={() => show(index + 1)}
        >
          <ChevronRightIcon className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
