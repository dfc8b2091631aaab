"use client";

import { CreditCardIcon, Loader2Icon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
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
  const t = useTranslations("subscription.checkout");
  const tNotice = useTranslations("subscription");
  const locale = useLocale();
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
          if (!result.success) return void toast.error(t("failed"));
          setCheckout(result);
        },
        onError: () => toast.error(t("failed")),
      },
    );
  };

  const price = formatRupees(plan.price, locale);
  return (
    <section
      aria-labelledby="checkout-title"
      data-testid="checkout-panel"
      className="grid gap-4 rounded-xl border border-primary bg-card p-4 text-card-foreground shadow-sm ring-[3px] ring-primary/20 sm:p-6"
    >
      <h2 id="checkout-title" className="font-semibold text-lg leading-tight">
        {t("title", { plan: plan.name })}
      </h2>
      <p>{t.rich("buying", { plan: plan.name, price, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      {demo ? <DemoPaymentNotice>{tNotice("demoNotice")}</DemoPaymentNotice> : null}
      <PlanFeatures plan={plan} />
      <p className="font-medium" data-testid="checkout-start">
        {start.kind === "after"
          ? t("startsAfter", {
              plan: plan.name,
              current: start.planName,
              date: formatDate(start.date, locale),
            })
          : t("startsNow", { plan: plan.name })}
      </p>
      <p className="text-muted-foreground text-sm">
        {demo ? t("demoPage") : t("payfastPage")}{" "}
        {t.rich("refund", {
          link: (chunks) => (
            <Link href="/refund-policy" className="underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>

      {checkout ? (
        <form ref={formRef} action={checkout.redirectUrl} method="post" className="grid gap-3">
          {Object.entries(checkout.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p role="status" className="flex items-center gap-2 font-medium">
            <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {demo ? t("takingDemo") : t("takingPayfast")}
          </p>
          <p className="text-muted-foreground text-sm">
            {checkout.starts_at > new Date()
              ? t("oncePaidOn", { plan: checkout.pkgName, date: formatDate(checkout.starts_at, locale) })
              : t("oncePaidNow", { plan: checkout.pkgName })}{" "}
            {t("continueYourself")}
          </p>
          <div>
            <Button type="submit">
              <CreditCardIcon aria-hidden="true" />
              {t("continue")}
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
            {t("pay", { price })}
          </Button>
          <Link href="/dashboard/subscription" className={buttonVariants({ variant: "outline" })}>
            {t("notNow")}
          </Link>
        </div>
      )}
    </section>
  );
}
