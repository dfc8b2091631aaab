import { CheckIcon } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { container } from "./container";
import { Illustration } from "./illustration";

type Image = { src: string; alt: string; width: number; height: number };

/** Text beside an illustration (the image moves to the other side with `reverse`). */
export function SplitSection({
  id,
  title,
  paragraphs,
  points,
  image,
  link,
  reverse = false,
}: {
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  image: Image;
  link?: { label: string; href: string };
  reverse?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 py-14 sm:py-20">
      <div className={cn(container, "grid items-center gap-10 md:grid-cols-2 lg:gap-16")}>
        <div className={cn("flex flex-col items-start gap-4", reverse && "md:order-2")}>
          <h2 id={`${id}-title`} className="font-bold text-2xl tracking-tight sm:text-3xl">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-muted-foreground">
              {paragraph}
            </p>
          ))}
          {points ? (
            <ul className="flex flex-col gap-2">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          {link ? (
            <Link
              prefetch={false}
              href={link.href}
              className={cn(buttonVariants({ variant: "outline" }), "mt-2")}
            >
              {link.label}
            </Link>
          ) : null}
        </div>
        <Illustration
          image={image}
          className={cn("h-auto w-full max-w-md justify-self-center", reverse && "md:order-1")}
        />
      </div>
    </section>
  );
}
