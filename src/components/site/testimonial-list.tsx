import { QuoteIcon } from "lucide-react";
import { useLocale } from "next-intl";
import type { Testimonial } from "@/content/testimonials";

/** Client testimonials as quotations with their source. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  const separator = useLocale() === "ur" ? "، " : ", ";
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
            <QuoteIcon className="size-6 text-primary/70 rtl:-scale-x-100" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 text-pretty">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{item.name}</span>
              <span className="text-muted-foreground">
                {" "}
                · {item.context}
                {separator}
                {item.place}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
