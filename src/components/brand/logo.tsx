import { HeartHandshakeIcon } from "lucide-react";
import Link from "next/link";
import { SITE_NAME } from "@/content/site";
import { cn } from "@/lib/utils";

/**
 * The Rishta word mark; a link whose accessible name is "Rishta". The mark stays as it is on Urdu
 * pages too: `translate="no"` says so (to browsers' translators and to the Urdu walks' check).
 */
export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <Link
      href={href}
      translate="no"
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold text-primary text-xl tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <HeartHandshakeIcon className="size-4.5" aria-hidden="true" />
      </span>
      {SITE_NAME}
    </Link>
  );
}
