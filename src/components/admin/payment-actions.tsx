"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { BanIcon, Loader2Icon, Undo2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { applyServerErrors } from "@/components/auth/apply-server-errors";
import { FormError } from "@/components/auth/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { serverErrorOf } from "@/lib/client-errors";
import { formatRupees } from "@/lib/format";
import { type PaymentStatus, updatePaymentSchema } from "@/lib/validation/payments";
import { api } from "@/trpc/react";

const reasonSchema = updatePaymentSchema.pick({ reason: true });
type Values = z.input<typeof reasonSchema>;

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
  const router = useRouter();
  const copy = COPY[change];
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = api.payments.update.useMutation({ meta: { errorToast: false } });
  const form = useForm<Values, unknown, z.output<typeof reasonSchema>>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: "" },
  });
  const reasonError = form.formState.errors.reason?.message;
  const reasonId = `payment-${change}-reason`;
  const errorId = reasonError ? fieldErrorId(reasonId) : undefined;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({ payment_id: payment.id, status: change, reason });
      setOpen(false);
      form.reset();
      toast.success(result.message);
      router.refresh();
    } catch (error) {
      setServerError(applyServerErrors(serverErrorOf(error), ["reason"], form.setError));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        setOpen(next);
        if (!next) setServerError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant={change === "refunded" ? "destructive" : "outline"}>
          {change === "refunded" ? <Undo2Icon aria-hidden="true" /> : <BanIcon aria-hidden="true" />}
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:w-[560px]">
        <form onSubmit={onSubmit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>
              {payment.plan.name}, {formatRupees(payment.amount)}.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-3">
            <FormError message={serverError} />
            <p className="text-sm">{copy.explain}</p>
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>Reason</Label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={[`${reasonId}-hint`, errorId].filter(Boolean).join(" ")}
                className="w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
                {...form.register("reason")}
              />
              <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
                Kept with the payment and in the administrators' record.
              </p>
              <FieldError id={errorId} message={reasonError} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => setOpen(false)}
            >
              Keep it
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              {mutation.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
