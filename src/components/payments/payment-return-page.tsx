import { TRPCError } from "@trpc/server";
import { LogInIcon, SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import { firstParam, pathWithQuery, type SearchParams } from "@/components/auth/search-params";
import { container } from "@/components/site/container";
import { cn } from "@/lib/utils";
import type { PaymentView } from "@/server/payments/present";
import { currentUser, serverApi } from "@/trpc/server";
import { PaymentReturn, type ReturnPayment } from "./payment-return";
import { LinkButton, ReturnPanel } from "./return-panel";

export const paymentReturnMetadata: Metadata = {
  title: "Payment status",
  robots: { index: false, follow: false },
};

/**
 * /success and /failure alike: which of the two PayFast sent the browser to, and every other query
 * parameter (err_code, validation_hash, …), decide nothing. Only `basket_id` is read, to look the
 * payment up for its payer; the status shown is the stored one.
 */
export async function PaymentReturnPage({
  path,
  searchParams,
}: {
  path: "/success" | "/failure";
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const basketId = firstParam(params.basket_id)?.trim() ?? "";
  const user = await currentUser();
  const payment =
    user && basketId && basketId.length <= 64
      ? await (await serverApi()).payments.get({ basket_id: basketId }).then(
          (result) => ("payment" in result ? pick(result.payment) : null),
          (error: unknown) => {
            if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST"))
              return null;
            throw error;
          },
        )
      : null;

  return (
    <div className={cn(container, "max-w-3xl py-12 sm:py-16")}>
      {!user ? (
        <ReturnPanel icon={LogInIcon} title="Sign in to see your payment">
          <p>Your payment's status is shown to the account that paid. Sign in and you will come back here.</p>
          <LinkButton href={`/auth/sign-in?next=${encodeURIComponent(pathWithQuery(path, params))}`}>
            Sign in
          </LinkButton>
        </ReturnPanel>
      ) : payment ? (
        <PaymentReturn basketId={basketId} initial={payment} />
      ) : (
        <ReturnPanel icon={SearchXIcon} tone="text-muted-foreground" title="We could not find this payment">
          <p>This link names no payment of your account. Your payments and receipts are in your dashboard.</p>
          <LinkButton href="/dashboard/payment">Your payments</LinkButton>
        </ReturnPanel>
      )}
    </div>
  );
}

/** Only what the page shows goes to the browser. */
function pick(payment: PaymentView): ReturnPayment {
  const { id, status, plan, amount, provider, status_reason, period } = payment;
  return { id, status, plan: { name: plan.name }, amount, provider, status_reason, period };
}
