"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useParams } from "next/navigation";
import { buttonClass, classes } from "@/components/site/classes";
import { unexpectedErrorCopy } from "@/content/error-pages";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";

/**
 * What an error boundary shows: spec §8's text in the page's language, never the error's
 * internals, and a retry. The language is the route's `[locale]` segment: the root boundary sits
 * above the message providers.
 */
export function UnexpectedError({ reset, as: Heading = "h2" }: { reset: () => void; as?: "h1" | "h2" }) {
  const segment = useParams<{ locale?: string }>()?.locale;
  const copy = unexpectedErrorCopy[isLocale(segment) ? segment : DEFAULT_LOCALE];
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="font-semibold text-xl">{copy.title}</Heading>
      <p className="text-muted-foreground">{copy.hint}</p>
      {/* Plain classes, not the Button component: this boundary is in every page's JavaScript. */}
      <button
        type="button"
        className={classes(buttonClass.primary, buttonClass.size.default)}
        onClick={reset}
      >
        {copy.retry}
      </button>
    </section>
  );
}
