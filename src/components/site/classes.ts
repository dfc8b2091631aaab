/**
 * Class strings for the site's client components. They avoid `cn` (tailwind-merge) and the
 * Button component (Radix Slot) so those libraries stay out of the public pages' JavaScript.
 */
export function classes(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}

const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm outline-none transition-[color,background-color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0";

export const buttonClass = {
  primary: `${buttonBase} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`,
  outline: `${buttonBase} border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground`,
  ghost: `${buttonBase} hover:bg-accent hover:text-accent-foreground`,
  secondary: `${buttonBase} bg-secondary text-secondary-foreground shadow-xs disabled:pointer-events-none disabled:opacity-60`,
  size: { default: "h-10 px-4 py-2", lg: "h-11 px-6" },
} as const;

/** The Alert box's destructive look, for client components of the public pages. */
export const alertDestructiveClass =
  "relative grid w-full grid-cols-[calc(var(--spacing)*4)_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-destructive text-sm [&>svg]:size-4 [&>svg]:translate-y-0.5";

export const badgeClass =
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-full border border-transparent bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs [&>svg]:size-3";
