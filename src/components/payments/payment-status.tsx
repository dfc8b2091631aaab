import { BanIcon, CheckCircle2Icon, ClockIcon, Undo2Icon, XCircleIcon } from "lucide-react";
import type { PaymentStatus } from "@/lib/validation/payments";
import { WordBadge, type WordBadgeStyle } from "./word-badge";

const STATUS: Record<PaymentStatus, WordBadgeStyle> = {
  pending: { label: "Pending", icon: ClockIcon, tone: "border-amber-600/40 bg-amber-50 text-amber-900" },
  paid: {
    label: "Paid",
    icon: CheckCircle2Icon,
    tone: "border-emerald-600/40 bg-emerald-50 text-emerald-900",
  },
  failed: {
    label: "Failed",
    icon: XCircleIcon,
    tone: "border-destructive/40 bg-destructive/5 text-destructive",
  },
  cancelled: { label: "Cancelled", icon: BanIcon, tone: "border-border bg-muted text-foreground" },
  refunded: { label: "Refunded", icon: Undo2Icon, tone: "border-sky-600/40 bg-sky-50 text-sky-900" },
};

export function paymentStatusLabel(status: PaymentStatus): string {
  return STATUS[status].label;
}

/** A payment's status as a word with its own icon. The public return pages show it too. */
export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label?: string }) {
  const style = STATUS[status];
  return <WordBadge style={label ? { ...style, label } : style} value={status} />;
}
