"use client";

import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Reloads the address the visitor asked for (the offline page is shown in its place). */
export function RetryButton({ label }: { label: string }) {
  return (
    <Button type="button" onClick={() => window.location.reload()}>
      <RotateCwIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
