"use client";

import { UnexpectedError } from "@/components/errors/unexpected-error";

export default function RootError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-10">
      <UnexpectedError reset={reset} as="h1" />
    </main>
  );
}
