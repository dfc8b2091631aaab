import type { SearchParams } from "@/components/auth/search-params";
import { PaymentReturnPage, paymentReturnMetadata } from "@/components/payments/payment-return-page";

export const generateMetadata = paymentReturnMetadata;
export const dynamic = "force-dynamic";

/** Where PayFast sends the payer back when a payment did not go through; shows the stored status (spec §2). */
export default function FailurePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PaymentReturnPage path="/failure" searchParams={searchParams} />;
}
