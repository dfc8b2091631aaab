import { TRPCError } from "@trpc/server";
import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PaymentDetail } from "@/components/admin/payment-detail";
import { requireDashboardUser } from "@/components/dashboard/access";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Payment Details" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** One payment, for an administrator: the money, its period, the payer, the event log, the actions. */
export default async function PaymentDetailPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/payments/${encodeURIComponent(id)}`);
  const result = await (await serverApi()).payments
    .get({ payment_id: id, page: 1, pageSize: 1 })
    .catch((error: unknown) => {
      // An unknown id, or one that is not an id at all, is this page's not-found.
      if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST"].includes(error.code)) return null;
      throw error;
    });
  if (!result || !("payment" in result)) notFound();
  const { events = [], ...payment } = result.payment;
  return (
    <div className="grid min-w-0 gap-4">
      <Link
        href="/dashboard/payments"
        className="w-fit rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeftIcon aria-hidden="true" className="inline size-4 rtl:rotate-180" /> All payments
      </Link>
      <PaymentDetail payment={payment} events={events} />
    </div>
  );
}
