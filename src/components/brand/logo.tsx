import { HeartHandshakeIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { SITE_NAME } from "@/content/names";
import { cn } from "@/lib/utils";

/**
 * The Rishta word mark; a link named after the service as the page's language writes it ("Rishta",
 * "رشتہ"). The mark itself stays as drawn in both languages, so it is hidden from the reader and the
 * name is read from the hidden text beside it.
 */
export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  const t = useTranslations("common.meta");
  return (
    <Link
      prefetch={false}
      href={href}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold text-primary text-xl tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <HeartHandshakeIcon className="size-4.5" aria-hidden="true" />
      </span>
      <span aria-hidden="true" lang="en">
        {SITE_NAME}
      </span>
      <span className="sr-only">{t("siteName")}</span>
    </Link>
  );
}
