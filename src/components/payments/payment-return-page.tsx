import { TRPCError } from "@trpc/server";
import { LogInIcon, SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { firstParam, pathWithQuery, type SearchParams } from "@/components/auth/search-params";
import { container } from "@/components/site/container";
import { cn } from "@/lib/utils";
import type { PaymentView } from "@/server/payments/present";
import { currentUser, serverApi } from "@/trpc/server";
import { PaymentReturn, type ReturnPayment } from "./payment-return";
import { LinkButton, ReturnPanel } from "./return-panel";

export async function paymentReturnMetadata(): Promise<Metadata> {
  const t = await getTranslations("payments.return");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

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
  const t = await getTranslations("payments.return");
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
        <ReturnPanel icon={LogInIcon} title={t("signInTitle")}>
          <p>{t("signInBody")}</p>
          <LinkButton href={`/auth/sign-in?next=${encodeURIComponent(pathWithQuery(path, params))}`}>
            {t("signIn")}
          </LinkButton>
        </ReturnPanel>
      ) : payment ? (
        <PaymentReturn basketId={basketId} initial={payment} />
      ) : (
        <ReturnPanel icon={SearchXIcon} tone="text-muted-foreground" title={t("notFoundTitle")}>
          <p>{t("notFoundBody")}</p>
          <LinkButton href="/dashboard/payment">{t("yourPayments")}</LinkButton>
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
