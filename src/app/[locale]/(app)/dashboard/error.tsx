"use client";

import { UnexpectedError } from "@/components/errors/unexpected-error";

/** A page that fails while rendering keeps the shell around it. */
export default function DashboardError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <UnexpectedError reset={reset} />;
}
