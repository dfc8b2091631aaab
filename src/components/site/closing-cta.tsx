import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { container } from "./container";

type Action = { label: string; href: string };

/** The call to action that ends a page. */
export function ClosingCta({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
}) {
  return (
    <section aria-labelledby="closing-title" className="py-14 sm:py-20">
      <div className={cn(container)}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:items-center sm:px-10 sm:text-center">
          <h2 id="closing-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="max-w-xl text-primary-foreground/90">{text}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              prefetch={false}
              href={primary.href}
              className={cn(
                buttonVariants({ size: "lg", variant: "secondary" }),
                "focus-visible:ring-primary-foreground/70",
              )}
            >
              {primary.label}
            </Link>
            {secondary ? (
              <Link
                prefetch={false}
                href={secondary.href}
                className={cn(
                  buttonVariants({ size: "lg", variant: "outline" }),
                  "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground/70",
                )}
              >
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
