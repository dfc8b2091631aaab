import { z } from "zod";
import { idField } from "./id";
import { pagingSchema } from "./users";

/** The payment statuses (DESIGN.md §3, issue 17): only a verified notification makes one `paid`. */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * POST /api/payfast/checkout, as spec §7's client sends it. The member comes from the session and
 * the price from the database: `amount` and `pkgName` are accepted for compatibility and ignored.
 */
export const checkoutSchema = z.object({
  profileId: idField("profileId"),
  packageId: idField("packageId"),
  amount: z
    .union([z.number(), z.string()], {
      error: "amount must be a number (it is ignored: the price comes from the plan)",
    })
    .optional()
    .describe("Ignored: the plan's price is read from the database."),
  pkgName: z
    .string({ error: "pkgName must be text (it is ignored: the name comes from the plan)" })
    .max(200, "pkgName must be at most 200 characters")
    .optional()
    .describe("Ignored: the plan's name is read from the database."),
});

/**
 * GET /api/payments/get: one payment (`payment_id`, or the `basket_id` the return pages carry), or
 * a page of the list: a member's own, or (administrators) everyone's, searched by member name,
 * e-mail or basket id.
 */
export const getPaymentsSchema = z
  .object({
    payment_id: idField("payment_id").optional(),
    basket_id: z.string({ error: "basket_id must be text" }).trim().min(1).max(64).optional(),
    status: z
      .enum(PAYMENT_STATUSES, { error: "Status must be one of pending, paid, failed, cancelled, refunded" })
      .optional(),
  })
  .extend(pagingSchema.shape);

/** PUT /api/payments/update: an administrator marks a payment refunded or cancelled, with a reason. */
export const updatePaymentSchema = z.object({
  payment_id: idField("payment_id"),
  status: z.enum(["refunded", "cancelled"], { error: "Status must be refunded or cancelled" }),
  reason: z
    .string({ error: "Reason is required!" })
    .trim()
    .min(3, "Reason is required!")
    .max(500, "Reason must be at most 500 characters."),
});
