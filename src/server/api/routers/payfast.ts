import { checkoutSchema } from "@/lib/validation/payments";
import { createCheckout } from "../../payments/create-checkout";
import { checkoutOutput } from "../../payments/present";
import { AYESHA, GOLD_PLAN } from "../examples";
import { memberRoute } from "../trpc";

const BASKET = "RSH-M3K2Q1ZX-9F3A1C7E";
const TOKEN = "f3c1e0a9b2d84c7e";
const SANDBOX = "https://ipguat.apps.net.pk";

export const payfastRoutes = {
  checkout: memberRoute(checkoutSchema, checkoutOutput)
    .meta({
      rest: {
        method: "POST",
        path: "/api/payfast/checkout",
        tag: "payments",
        errors: [403, 404, 409, 429, 502],
        summary: "Start buying a plan: a pending payment and the provider's hidden form",
        description:
          "The signed-in member starts buying the plan `packageId` for their own profile (`profileId` must be theirs: another member's is 403; administrators have no plan to buy). The price and name come from the database; the client's `amount` and `pkgName` are ignored. Free, unknown (404) and no longer offered (409) plans are refused. A `pending` payment with a fresh basket id is stored and the provider (PayFast, or the demo gateway when `demo` is true) is asked for the basket's access token: the answer carries spec §7's fields and `fields`, the whole hidden form the page posts to `redirectUrl`. Nothing is granted until the provider's verified notification arrives. `starts_at` says when the plan will start: now, or when the plan running now ends (queued). 502 'Failed to initiate payment' when the provider gives no token (the payment is then marked failed).",
        example: {
          input: { profileId: AYESHA.profileId, packageId: GOLD_PLAN.id, amount: 5000, pkgName: "Gold" },
          output: {
            success: true,
            redirectUrl: `${SANDBOX}/Ecommerce/api/Transaction/PostTransaction`,
            token: TOKEN,
            merchantId: "102",
            basketId: BASKET,
            subAmount: 5000,
            pkgName: "Gold",
            pkgId: GOLD_PLAN.id,
            fields: {
              MERCHANT_ID: "102",
              MERCHANT_NAME: "Rishta",
              TOKEN,
              PROCCODE: "00",
              TRAN_TYPE: "ECOMM_PURCHASE",
              BASKET_ID: BASKET,
              TXNAMT: "5000",
              CURRENCY_CODE: "PKR",
              ORDER_DATE: "2026-03-05 14:07:00",
              TXNDESC: "Rishta Gold plan, 90 days",
              CUSTOMER_EMAIL_ADDRESS: AYESHA.email,
              CUSTOMER_MOBILE_NO: AYESHA.phone,
              SUCCESS_URL: "https://rishta.example.pk/success",
              FAILURE_URL: "https://rishta.example.pk/failure",
              CHECKOUT_URL: "https://rishta.example.pk/api/payfast/notify",
              VERSION: "MERCHANT-CART-0.1",
              "ITEMS[0][SKU]": GOLD_PLAN.id,
              "ITEMS[0][NAME]": "Gold",
              "ITEMS[0][PRICE]": "5000",
              "ITEMS[0][QTY]": "1",
              ADDITIONAL_VALUE: `${AYESHA.userId}|${AYESHA.profileId}|${GOLD_PLAN.id}`,
            },
            demo: false,
            starts_at: "2026-03-05T09:07:00.000Z",
          },
        },
      },
      access: [
        {
          name: "for the owner's own profile",
          input: (w) => ({ profileId: w.owner.profileId, packageId: w.paidPlanId, amount: 1 }),
          // An administrator has no subscription to buy; another member may not buy for the owner.
          expect: { visitor: 401, member: 200, other: 403, admin: 403 },
        },
      ],
    })
    .mutation(({ ctx, input }) => createCheckout(ctx, input)),
};
