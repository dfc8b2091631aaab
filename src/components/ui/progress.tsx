"use client";

import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A progress bar (role="progressbar"). Give it an accessible name (`aria-label` or
 * `aria-labelledby`) and, where a percentage says too little, a `valueText` ('2 of 5 used'): a
 * string rather than Radix's `getValueLabel` so server components can render it too. The fill
 * grows by inline size from the start edge, so it runs right to left in RTL.
 */
export function Progress({
  className,
  value,
  valueText,
  ...props
}: Omit<ComponentProps<typeof ProgressPrimitive.Root>, "getValueLabel"> & { valueText?: string }) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={percent}
      // Only when given: an explicit undefined would erase Radix's own percentage.
      {...(valueText === undefined ? {} : { "aria-valuetext": valueText })}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/15", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full rounded-full bg-primary transition-[inline-size]"
        style={{ inlineSize: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
