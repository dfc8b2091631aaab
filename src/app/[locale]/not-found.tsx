import { SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button";
import { siteUi } from "@/content/site";

const copy = siteUi.notFound;

export const metadata: Metadata = { title: copy.title };

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10">
      <header>
        <Logo href="/" />
      </header>
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchXIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl">{copy.title}</h1>
        <p className="text-muted-foreground">{copy.text}</p>
        <Link href="/" className={buttonVariants()}>
          {copy.home}
        </Link>
      </main>
    </div>
  );
}
