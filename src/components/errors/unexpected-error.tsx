"use client";

import { TriangleAlertIcon } from "lucide-react";
import { buttonClass, classes } from "@/components/site/classes";
import { TRY_AGAIN, UNEXPECTED_ERROR, UNEXPECTED_ERROR_HINT } from "@/lib/error-messages";

/** What an error boundary shows: spec §8's text, never the error's internals, and a retry. */
export function UnexpectedError({ reset, as: Heading = "h2" }: { reset: () => void; as?: "h1" | "h2" }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="font-semibold text-xl">{UNEXPECTED_ERROR}</Heading>
      <p className="text-muted-foreground">{UNEXPECTED_ERROR_HINT}</p>
      {/* Plain classes, not the Button component: this boundary is in every page's JavaScript. */}
      <button
        type="button"
        className={classes(buttonClass.primary, buttonClass.size.default)}
        onClick={reset}
      >
        {TRY_AGAIN}
      </button>
    </section>
  );
}
