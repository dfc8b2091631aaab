import type { ReactNode } from "react";

/** The plans' grid: one column on phones, two on tablets, four side by side on wide screens. */
export function PlanGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">{children}</ul>;
}
