import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass, classes } from "@/components/site/classes";

/** The page's heading and its explanation; the heading names the stored status. */
export function ReturnPanel({
  icon: Icon,
  title,
  tone = "text-primary",
  spin = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: string;
  spin?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="grid justify-items-start gap-4">
      <Icon
        aria-hidden="true"
        className={classes("size-10", tone, spin && "animate-spin motion-reduce:animate-none")}
      />
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <div className="grid gap-3 text-muted-foreground">{children}</div>
    </section>
  );
}

export function LinkButton({
  href,
  outline = false,
  children,
}: {
  href: string;
  outline?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={classes(outline ? buttonClass.outline : buttonClass.primary, buttonClass.size.default)}
    >
      {children}
    </Link>
  );
}
