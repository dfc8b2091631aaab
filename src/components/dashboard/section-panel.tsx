import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A centred message panel for the dashboard's content area (not-found, not-yet-available). */
export function SectionPanel({
  icon,
  title,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&>svg]:size-6">
        {icon}
      </span>
      <h2 className="font-semibold text-xl">{title}</h2>
      <div className="grid justify-items-center gap-4 text-muted-foreground">{children}</div>
    </section>
  );
}
