import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { ProposalItem } from "./types";

const TONES: Record<ProposalItem["status"], string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  accepted: "border-emerald-300 bg-emerald-50 text-emerald-900",
  declined: "border-border bg-muted text-muted-foreground",
  withdrawn: "border-border bg-muted text-muted-foreground",
};

/** A proposal's status in words (the colour only repeats them). */
export function ProposalStatusBadge({ status }: { status: ProposalItem["status"] }) {
  const t = useTranslations("proposals.status");
  return (
    <Badge variant="outline" className={cn(TONES[status])}>
      {t(status)}
    </Badge>
  );
}
