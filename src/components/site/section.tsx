import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { container } from "./container";

/** A titled page section: an h2 with an optional intro, labelling the section landmark. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  tone?: "plain" | "soft";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-20 py-14 sm:py-20", tone === "soft" && "bg-secondary/60", className)}
    >
      <div className={container}>
        <div className="mb-8 max-w-2xl sm:mb-10">
          <h2 id={`${id}-title`} className="font-bold text-2xl tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-muted-foreground sm:text-lg">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A large page title block for the inner pages. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="border-b bg-secondary/60 bg-[url(/images/hero-pattern.svg)] bg-size-[80px]">
      <div className={cn(container, "py-12 sm:py-16")}>
        <h1 className="max-w-3xl font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>
        {children}
      </div>
    </div>
  );
}
