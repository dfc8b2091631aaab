import { getPaymentsSchema } from "@/lib/validation/payments";
import { getPayments } from "../../payments/get-payments";
import { paymentsOutput } from "../../payments/present";
import { PAYMENT_FOR_SILVER_ITEM } from "../examples";
import { memberRoute } from "../trpc";

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
};
