import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Text from the content files, where `[label](href)` becomes a link (site paths, tel:, mailto:).
 * A phone number or e-mail address is always left to right, isolated from the sentence around it,
 * so '+92 300 8475120' does not come out as '8475120 300 92+' inside Urdu text; a phone number
 * is never broken across two lines.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      href?.startsWith("/") ? (
        <Link prefetch={false} key={start} href={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a
          key={start}
          href={href}
          dir="ltr"
          className={cn(linkClass, href?.startsWith("tel:") && "whitespace-nowrap")}
        >
          {label}
        </a>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
