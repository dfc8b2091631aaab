import type { Feature } from "@/content/services";
import { FeatureIcon } from "./feature-icon";

/** Cards of icon, title and text (services, why choose us). */
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <FeatureIcon name={item.icon} />
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-muted-foreground text-sm">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
