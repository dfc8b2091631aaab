import { ChevronDownIcon } from "lucide-react";
import type { FaqItem } from "@/content/faq";

/**
 * The FAQ as an accordion of native <details>/<summary>: keyboard operable (Enter/Space), announced
 * as expanded/collapsed, searchable with the browser's find (hidden answers open on a match), and
 * no JavaScript at all.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card shadow-sm">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-start font-medium outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDownIcon
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="flex flex-col gap-3 px-5 pb-5 text-muted-foreground">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
