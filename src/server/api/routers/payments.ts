import { getPaymentsSchema, updatePaymentSchema } from "@/lib/validation/payments";
import { getPayments } from "../../payments/get-payments";
import { paymentChangedOutput, paymentsOutput } from "../../payments/present";
import { PAYMENT_REFUNDED, updatePayment } from "../../payments/update-payment";
import { ADMIN_USER_ID, PAYMENT_FOR_SILVER, PAYMENT_FOR_SILVER_ITEM } from "../examples";
import { adminRoute, memberRoute } from "../trpc";

const REFUND_REASON = "Refunded by bank transfer at the member's request (duplicate purchase).";

export const paymentsRoutes = {
  get: memberRoute(getPaymentsSchema, paymentsOutput)
    .meta({
      rest: {
        method: "GET",
        path: "/api/payments/get",
        tag: "payments",
        errors: [404],
        summary: "The member's payments, or (administrators) everyone's",
        description:
          "With `payment_id`, or the `basket_id` the payment return pages carry, one payment: a member's own (another member's is not found), any for an administrator, who also gets its money events. Without either, a page of payments, newest first: a member's own, or for an administrator everyone's, searched by `search` (the payer's name or e-mail, or the basket id) and filtered by `status`.",
        numbers: ["page", "pageSize"],
        example: {
          input: { search: "Ayesha", page: 1, pageSize: 20 },
          output: { payments: [PAYMENT_FOR_SILVER_ITEM], total: 1, page: 1, pageSize: 20 },
        },
      },
      access: [
        {
          name: "the owner's payment",
          input: (w) => ({ payment_id: w.owner.paymentId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
        {
          name: "the owner's payment by basket id",
          input: (w) => ({ basket_id: w.owner.basketId }),
          expect: { visitor: 401, member: 200, other: 404, admin: 200 },
        },
        {
          name: "the list: one's own, or everyone's for an administrator",
          input: () => ({ page: 1, pageSize: 5 }),
          expect: { visitor: 401, member: 200, other: 200, admin: 200 },
        },
      ],
    })
    .query(({ ctx, input }) => getPayments(ctx, input)),
  update: adminRoute(updatePaymentSchema, paymentChangedOutput)
    .meta({
      rest: {
        method: "PUT",
        path: "/api/payments/update",
        tag: "payments",
        errors: [404, 409],
        summary: "Mark a payment refunded or cancelled (administrators)",
        description:
          "`{payment_id, status, reason}`. `refunded` only for a `paid` payment (the money went back outside the service): the plan period it started ends now, so the member falls back to Free or their next queued plan moves up, and the member is notified. `cancelled` only for a `pending` one (an abandoned checkout): a late provider notification for it is then refused. Any other change answers 409. The reason is kept on the payment, in its money events (`admin_changed`, with the administrator's id) and in the administrators' trail.",
        example: {
          input: { payment_id: PAYMENT_FOR_SILVER, status: "refunded", reason: REFUND_REASON },
          output: {
            message: PAYMENT_REFUNDED,
            payment: {
              ...PAYMENT_FOR_SILVER_ITEM,
              status: "refunded",
              status_reason: REFUND_REASON,
              period: { ...PAYMENT_FOR_SILVER_ITEM.period, ended_at: "2026-11-28T10:02:11.000Z" },
              events: [
                {
                  id: "0a2c4e6a-8c0e-4a2c-8e6a-0c2e4a6c8e01",
                  kind: "admin_changed",
                  verdict: "refunded",
                  detail: { from: "paid", to: "refunded", reason: REFUND_REASON },
                  actor_user_id: ADMIN_USER_ID,
                  created_at: "2026-11-28T10:02:11.000Z",
                },
              ],
            },
          },
        },
      },
      access: {
        input: (w) => ({
          payment_id: w.owner.paymentId,
          status: "refunded",
          reason: "Refunded by bank transfer.",
        }),
        expect: { visitor: 401, member: 403, other: 403, admin: 200 },
      },
    })
    .mutation(({ ctx, input }) => updatePayment(ctx, input)),
};
