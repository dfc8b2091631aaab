import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { requireDashboardUser } from "@/components/dashboard/access";
import { PaymentReceipt } from "@/components/payments/payment-receipt";
import { serverApi } from "@/trpc/server";

export const metadata: Metadata = { title: "Payment" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const paymentId = z.uuid();

/** A payment's printable receipt: the member's own only (another's is the not-found page). */
export default async function PaymentReceiptPage({ params }: Props) {
  const { id } = await params;
  await requireDashboardUser(`/dashboard/payment/${encodeURIComponent(id)}`);
  if (!paymentId.safeParse(id).success) notFound();
  const result = await (await serverApi()).payments.get({ payment_id: id }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!result || !("payment" in result)) notFound();
  return <PaymentReceipt payment={result.payment} />;
}
