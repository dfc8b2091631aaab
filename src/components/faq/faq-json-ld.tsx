import { JsonLd } from "@/components/site/json-ld";
import type { FaqItem } from "@/content/faq";

/** The questions as schema.org FAQPage structured data. */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
        })),
      }}
    />
  );
}
