import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { Row } from "./section-rows";

/**
 * One profile section as a titled region (its <h2> names it, so assistive technology can jump
 * between sections) with its values as a description list, and an optional action at the end.
 */
export function SectionCard({
  id,
  title,
  rows,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  rows?: readonly Row[];
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm", className)}
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <h2 id={headingId} className="min-w-0 break-words font-semibold text-lg leading-tight">
          {title}
        </h2>
        {action}
      </div>
      <div className="grid gap-4 px-4 py-4 sm:px-6">
        {rows && rows.length > 0 ? <ValueList rows={rows} /> : null}
        {children}
      </div>
    </section>
  );
}

/** A row whose value is more than text (a phone number with its links). */
export type RichRow = { label: string; value: ReactNode };

/**
 * Values wrap anywhere when they must (`wrap-anywhere`): a long e-mail address has no spaces, and
 * `break-words` alone still let it push past its column into the next one and past the card's edge.
 */
export function ValueList({ rows }: { rows: readonly (Row | RichRow)[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="grid min-w-0 content-start gap-0.5">
          <dt className="text-muted-foreground text-sm">{row.label}</dt>
          <dd className="min-w-0 font-medium wrap-anywhere">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
