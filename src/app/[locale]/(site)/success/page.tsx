import type { SearchParams } from "@/components/auth/search-params";
import { PaymentReturnPage, paymentReturnMetadata } from "@/components/payments/payment-return-page";

export const generateMetadata = paymentReturnMetadata;
export const dynamic = "force-dynamic";

/** Where PayFast sends the payer back after a payment; shows the stored status (spec §2). */
export default function SuccessPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentReturnPage path="/success" searchParams={searchParams} />;
}
