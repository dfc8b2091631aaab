import type { LucideIcon } from "lucide-react";
import { classes } from "@/components/site/classes";

/** A status as a word with its own icon and a tint (never colour alone); plain classes (decision 0007). */
export type WordBadgeStyle = { label: string; icon: LucideIcon; tone: string };

export function WordBadge({ style, value }: { style: WordBadgeStyle; value: string }) {
  const { label, icon: Icon, tone } = style;
  return (
    <span
      data-status={value}
      className={classes(
        "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs",
        tone,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
