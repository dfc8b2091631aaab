import { BanIcon, CheckCircle2Icon, ClockIcon, type LucideIcon, Undo2Icon, XCircleIcon } from "lucide-react";
import { classes } from "@/components/site/classes";
import type { PaymentStatus } from "@/lib/validation/payments";

const STATUS: Record<PaymentStatus, { label: string; icon: LucideIcon; tone: string }> = {
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

/**
 * A payment's status as a word with its own icon (never colour alone). Plain class strings: the
 * public return pages show it too (decision 0007).
 */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, icon: Icon, tone } = STATUS[status];
  return (
    <span
      data-status={status}
      className={classes(
        "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs",
        tone,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
