import { z } from "zod";
import { PAYMENT_STATUSES } from "@/lib/validation/payments";
import type { paymentEvents } from "../db/schema";
import type { findPayment } from "./queries";

/** One money event of a payment's log (administrators only). */
export const paymentEventSchema = z
  .object({
    id: z.guid(),
    kind: z
      .string()
      .describe(
        "created, token_issued, token_failed, notification (the provider's IPN), status_query, status_changed, admin_changed.",
      ),
    verdict: z
      .string()
      .nullable()
      .describe(
        "What the service made of it: accepted, replay, bad_hash, amount_mismatch, unknown_basket, not_pending, …",
      ),
    detail: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe("The fields as received or sent (never the secured key)."),
    actor_user_id: z.guid().nullable().describe("The administrator behind an admin change."),
    created_at: z.date(),
  })
  .meta({ id: "PaymentEvent" });

/** A payment as the payment screens show it (spec §3 "Payment", §2's Payments table). */
export const paymentSchema = z
  .object({
    id: z.guid(),
    basket_id: z.string().describe("The unique basket id sent to the provider."),
    plan: z.object({
      id: z.guid(),
      name: z.string().describe("The plan's name when it was bought."),
    }),
    amount: z
      .number()
      .int()
      .describe("In whole rupees, the plan's price when it was bought (shown 'Rs. 2,500')."),
    currency: z.literal("PKR"),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string().describe("payfast, or demo for the built-in demo provider."),
    transaction_id: z.string().nullable().describe("The provider's transaction id, once it reported one."),
    receipt_number: z.string().nullable().describe("Given when the payment is marked paid: RSH-000123."),
    status_reason: z
      .string()
      .nullable()
      .describe("The provider's message of a failure, or an administrator's reason."),
    paid_at: z.date().nullable(),
    created_at: z.date(),
    period: z
      .object({ start_date: z.date(), end_date: z.date(), ended_at: z.date().nullable() })
      .nullable()
      .describe("The plan period the payment started (or queued); null until it is paid."),
    member: z
      .object({
        user_id: z.guid().nullable(),
        profile_id: z.guid().nullable(),
        name: z.string(),
        email: z.string(),
      })
      .nullable()
      .describe("Who paid; null once their account was deleted (payments are kept, anonymised)."),
  })
  .meta({ id: "Payment" });

export type PaymentView = z.output<typeof paymentSchema>;

/** GET /api/payments/get: one payment (with its event log for administrators), or a page. */
export const paymentsOutput = z.union([
  z.object({
    payment: paymentSchema.extend({
      events: z
        .array(paymentEventSchema)
        .optional()
        .describe("The payment's money events, oldest first (administrators only)."),
    }),
  }),
  z.object({
    payments: z.array(paymentSchema).describe("This page's payments, newest first."),
    total: z.number().int().describe("How many payments match, in all."),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
]);

/** POST /api/payfast/checkout's answer (spec §7), plus the whole hidden form the page posts. */
export const checkoutOutput = z
  .object({
    success: z.boolean(),
    redirectUrl: z
      .string()
      .describe("Where the browser's hidden form posts (the provider's hosted checkout)."),
    token: z.string().describe("The provider's access token for this basket."),
    merchantId: z.string(),
    basketId: z.string(),
    subAmount: z.number().int().describe("The plan's price from the database, in whole rupees."),
    pkgName: z.string(),
    pkgId: z.guid(),
    fields: z
      .record(z.string(), z.string())
      .describe("Every field of the hidden form, named as the provider expects (spec §7)."),
    demo: z.boolean().describe("True when the built-in demo provider takes the payment: no money moves."),
    starts_at: z
      .date()
      .describe("When the plan will start: now, or when the plan running now ends (queued)."),
  })
  .meta({ id: "Checkout" });

type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export function presentPayment(row: PaymentRow): PaymentView {
  const { payment, period, member } = row;
  return {
    id: payment.id,
    basket_id: payment.basketId,
    plan: { id: payment.planId, name: payment.planName },
    amount: payment.amount,
    currency: "PKR",
    status: payment.status,
    provider: payment.provider,
    transaction_id: payment.transactionId,
    receipt_number: payment.receiptNumber,
    status_reason: payment.statusReason,
    paid_at: payment.paidAt,
    created_at: payment.createdAt,
    period: period
      ? { start_date: period.startDate, end_date: period.endDate, ended_at: period.endedAt }
      : null,
    member: member?.userId
      ? {
          user_id: member.userId,
          profile_id: member.profileId,
          name: member.name ?? "",
          email: member.email ?? "",
        }
      : null,
  };
}

export function presentPaymentEvent(
  row: typeof paymentEvents.$inferSelect,
): z.output<typeof paymentEventSchema> {
  return {
    id: row.id,
    kind: row.kind,
    verdict: row.verdict,
    detail: row.detail ?? null,
    actor_user_id: row.actorUserId,
    created_at: row.createdAt,
  };
}

/** PUT /api/payments/update: what was done, and the payment as it is now, with its money events. */
export const paymentChangedOutput = z.object({
  message: z.string().describe("What was done, in words to show."),
  payment: paymentSchema.extend({
    events: z.array(paymentEventSchema).describe("The payment's money events, oldest first."),
  }),
});
