import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { ProposalItem } from "./types";

const LABELS: Record<ProposalItem["status"], string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

const TONES: Record<ProposalItem["status"], string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  accepted: "border-emerald-300 bg-emerald-50 text-emerald-900",
  declined: "border-border bg-muted text-muted-foreground",
  withdrawn: "border-border bg-muted text-muted-foreground",
};

/** A proposal's status in words (the colour only repeats them). */
export function ProposalStatusBadge({ status }: { status: ProposalItem["status"] }) {
  return (
    <Badge variant="outline" className={cn(TONES[status])}>
      {LABELS[status]}
    </Badge>
  );
}

export function statusLabel(status: ProposalItem["status"]): string {
  return LABELS[status];
}
