import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/components/auth/search-params";
import { requireDashboardUser } from "@/components/dashboard/access";
import { PAYMENTS_PAGE_SIZE, PaymentList } from "@/components/payments/payment-list";
import { getPaymentsSchema } from "@/lib/validation/payments";
import { serverApi } from "@/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payments");
  return { title: t("title") };
}

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<SearchParams> };

/** The member's payments, newest first, a page at a time (spec §2 /dashboard/payment). */
export default async function PaymentPage({ searchParams }: Props) {
  await requireDashboardUser("/dashboard/payment");
  // A page number the route would refuse (a hand-edited link) shows the first page.
  const asked = getPaymentsSchema.pick({ page: true }).safeParse({
    page: Number(firstParam((await searchParams).page) ?? 1),
  });
  const page = asked.success ? asked.data.page : 1;
  const result = await (await serverApi()).payments.get({ page, pageSize: PAYMENTS_PAGE_SIZE });
  if (!("payments" in result)) throw new Error("payments.get answered one payment for a page");
  return (
    <PaymentList payments={result.payments} page={page} total={result.total} pageSize={result.pageSize} />
  );
}
