import { Badge } from "@/components/ui/badge";
import type { PaymentStatus } from "@/lib/validation/payments";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

const VARIANTS: Record<PaymentStatus, "default" | "secondary" | "destructive" | "outline"> = {
  pending: "outline",
  paid: "default",
  failed: "destructive",
  cancelled: "secondary",
  refunded: "secondary",
};

/** A payment's status as a badge, in words (the colour only repeats them). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={VARIANTS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
