import { Badge } from "@/components/ui/badge";
import type { VerificationStatus } from "@/lib/validation/verifications";

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

const VARIANTS: Record<VerificationStatus, "default" | "secondary" | "destructive" | "outline"> = {
  pending: "outline",
  approved: "default",
  rejected: "destructive",
  withdrawn: "secondary",
};

/** A verification request's state as a badge, in words (the colour only repeats them). */
export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  return <Badge variant={VARIANTS[status]}>{VERIFICATION_STATUS_LABELS[status]}</Badge>;
}
