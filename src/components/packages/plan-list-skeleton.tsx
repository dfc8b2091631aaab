import type { ReactNode } from "react";

/** The plans' grid: one column on phones, two on tablets, four side by side on wide screens. */
export function PlanGrid({ children, ...props }: { children: ReactNode; "aria-hidden"?: true }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4" {...props}>
      {children}
    </ul>
  );
}

/** Four placeholder cards the size of the real ones, so nothing jumps when the plans arrive. */
export function PlanListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid">
      <p role="status" className="sr-only">
        {label}
      </p>
      <PlanGrid aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="grid">
            <div className="flex min-h-[25rem] flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm">
              <div className="h-6 w-24 animate-pulse rounded bg-muted" />
              <div className="h-9 w-36 animate-pulse rounded bg-muted" />
              <div className="grid gap-3">
                {[0, 1, 2, 3, 4].map((line) => (
                  <div key={line} className="h-5 animate-pulse rounded bg-muted" />
                ))}
              </div>
              <div className="mt-auto h-10 animate-pulse rounded-md bg-muted" />
            </div>
          </li>
        ))}
      </PlanGrid>
    </div>
  );
}
