"use client";

import { CreditCardIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { PlanFeatures, type PlanFeaturesPlan } from "@/components/packages/plan-features";
import { DemoPaymentNotice } from "@/components/payments/demo-payment-notice";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatDate, formatRupees } from "@/lib/format";
import type { checkoutOutput } from "@/server/payments/present";
import { api } from "@/trpc/react";
import type { PlanStart } from "./plan-start";

/** Spec §8: the one message a failed checkout shows, whatever went wrong. */
export const CHECKOUT_FAILED = "Failed to initiate payment";

type Checkout = z.output<typeof checkoutOutput>;

/**
 * The chosen plan's confirmation (spec §4 "Payment"): what the member buys, the price the server
 * holds, and whether it starts now or is queued after the plan that runs, all before paying. "Pay"
 * asks the server for a checkout, then posts the hidden form of every field it answered to the
 * provider: at once, with a visible "Continue to payment" button should the automatic post be
 * blocked.
 */
export function CheckoutPanel({
  plan,
  profileId,
  start,
  demo,
}: {
  plan: PlanFeaturesPlan & { id: string; name: string; price: number };
  profileId: string;
  start: PlanStart;
  /** The built-in demo provider takes payments here: said before paying, not only after. */
  demo: boolean;
}) {
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const create = api.payfast.checkout.useMutation({ meta: { errorToast: false } });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (checkout) formRef.current?.submit();
  }, [checkout]);

  const pay = () => {
    if (create.isPending || checkout) return;
    create.mutate(
      { profileId, packageId: plan.id, amount: plan.price, pkgName: plan.name },
      {
        onSuccess: (result) => {
          if (!result.success) return void toast.error(CHECKOUT_FAILED);
          setCheckout(result);
        },
        onError: () => toast.error(CHECKOUT_FAILED),
      },
    );
  };

  const price = formatRupees(plan.price);
  return (
    <section
      aria-labelledby="checkout-title"
      data-testid="checkout-panel"
      className="grid gap-4 rounded-xl border border-primary bg-card p-4 text-card-foreground shadow-sm ring-[3px] ring-primary/20 sm:p-6"
    >
      <h2 id="checkout-title" className="font-semibold text-lg leading-tight">
        Confirm your plan: {plan.name}
      </h2>
      <p>
        You are buying the <strong>{plan.name}</strong> plan for <strong>{price}</strong>.
      </p>
      {demo ? <DemoPaymentNotice /> : null}
      <PlanFeatures plan={plan} />
      <p className="font-medium" data-testid="checkout-start">
        {start.kind === "after"
          ? `${plan.name} starts when your ${start.planName} plan ends on ${formatDate(start.date)}.`
          : `${plan.name} starts as soon as PayFast confirms your payment.`}
      </p>
      <p className="text-muted-foreground text-sm">
        {demo ? "You approve or decline on the demo payment page." : "You pay on PayFast's secure page."}{" "}
        Subscription fees are non-refundable once the plan is active (see the{" "}
        <Link href="/refund-policy" className="underline underline-offset-4">
          refund policy
        </Link>
        ).
      </p>

      {checkout ? (
        <form ref={formRef} action={checkout.redirectUrl} method="post" className="grid gap-3">
          {Object.entries(checkout.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p role="status" className="flex items-center gap-2 font-medium">
            <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {demo ? "Taking you to the demo payment page…" : "Taking you to PayFast…"}
          </p>
          <p className="text-muted-foreground text-sm">
            {checkout.starts_at > new Date()
              ? `Once paid, ${checkout.pkgName} starts on ${formatDate(checkout.starts_at)}.`
              : `Once paid, ${checkout.pkgName} starts at once.`}{" "}
            If nothing happens, continue yourself:
          </p>
          <div>
            <Button type="submit">
              <CreditCardIcon aria-hidden="true" />
              Continue to payment
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={pay} disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? (
              <Loader2Icon className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <CreditCardIcon aria-hidden="true" />
            )}
            Pay {price}
          </Button>
          <Link href="/dashboard/subscription" className={buttonVariants({ variant: "outline" })}>
            Not now
          </Link>
        </div>
      )}
    </section>
  );
}
