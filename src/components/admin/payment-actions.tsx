"use client";

import { BanIcon, Undo2Icon } from "lucide-react";
import { formatRupees } from "@/lib/format";
import { type PaymentStatus, updatePaymentSchema } from "@/lib/validation/payments";
import { api } from "@/trpc/react";
import { ReasonDialog } from "./reason-dialog";

const reasonSchema = updatePaymentSchema.pick({ reason: true });

type Change = "refunded" | "cancelled";

const COPY: Record<Change, { button: string; title: string; confirm: string; explain: string }> = {
  refunded: {
    button: "Mark refunded",
    title: "Mark this payment refunded?",
    confirm: "Mark refunded",
    explain:
      "Return the money through the provider or the bank first: this only records it. The plan this payment bought ends now, so the member falls back to Free or to their next queued plan, and is told.",
  },
  cancelled: {
    button: "Cancel payment",
    title: "Cancel this pending payment?",
    confirm: "Cancel payment",
    explain:
      "For a checkout the member abandoned. A notification from the provider that arrives later for this basket will be refused.",
  },
};

/** The change an administrator may make to a payment in this status, if any (decision 0030). */
function changeFor(status: PaymentStatus): Change | null {
  if (status === "paid") return "refunded";
  if (status === "pending") return "cancelled";
  return null;
}

/** "Mark refunded" (paid) or "Cancel payment" (pending), each confirmed with a reason. */
export function PaymentActions({
  payment,
}: {
  payment: { id: string; status: PaymentStatus; amount: number; plan: { name: string } };
}) {
  const change = changeFor(payment.status);
  if (!change) return null;
  return <ChangeDialog payment={payment} change={change} />;
}

function ChangeDialog({
  payment,
  change,
}: {
  payment: { id: string; amount: number; plan: { name: string } };
  change: Change;
}) {
  const copy = COPY[change];
  const mutation = api.payments.update.useMutation({ meta: { errorToast: false } });
  return (
    <ReasonDialog
      id={`payment-${change}-reason`}
      trigger={copy.button}
      icon={change === "refunded" ? <Undo2Icon aria-hidden="true" /> : <BanIcon aria-hidden="true" />}
      title={copy.title}
      description={`${payment.plan.name}, ${formatRupees(payment.amount)}.`}
      explain={copy.explain}
      hint="Kept with the payment and in the administrators' record."
      confirm={copy.confirm}
      cancel="Keep it"
      destructive={change === "refunded"}
      maxLength={500}
      schema={reasonSchema}
      onConfirm={async (reason) =>
        (await mutation.mutateAsync({ payment_id: payment.id, status: change, reason })).message
      }
    />
  );
}
