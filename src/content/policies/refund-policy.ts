import { emailLink, phonesText } from "./contact-facts";
import type { Policy } from "./types";

export const refundPolicy: Policy = {
  path: "/refund-policy",
  title: "Refund policy",
  description:
    "When Rishta subscription fees can and cannot be refunded: activated plans, cancellations, unauthorised transactions reported within 7 days, and technical issues.",
  updated: "2026-11-01",
  intro: [
    "We want you to buy a package with confidence and know exactly where you stand. This policy explains when fees paid to Rishta can be refunded.",
  ],
  sections: [
    {
      id: "non-refundable",
      heading: "Subscription fees are non-refundable once activated",
      blocks: [
        "A package is activated as soon as your payment is confirmed: from that moment its features, such as extra proposals and messages, verification and a featured listing, are available to you. Because the service starts straight away, fees for an activated package are not refundable, in full or in part, including for days or allowances you do not use.",
        "Please compare the packages on our [packages page](/packages) before you buy, and call us if you are unsure which one suits you.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation stops future charges only",
      blocks: [
        "You may stop using a package or close your account at any time. Cancelling prevents any future charges but does not refund the current package, which stays active until the end of its period unless you delete your account.",
      ],
    },
    {
      id: "exceptional-cases",
      heading: "Exceptional cases",
      blocks: [
        "Some situations deserve a closer look, for example:",
        {
          list: [
            "a payment you did not make or authorise (an unauthorised transaction);",
            "being charged twice for the same package;",
            "being charged when the package was never activated on your account.",
          ],
        },
        `If this happens, contact our support team within 7 days of the payment at ${emailLink} or ${phonesText}, with the date, amount and the e-mail address of the account. We review each case individually and decide at our discretion; approved refunds are returned to the original card through our payment provider, usually within 7 to 14 working days.`,
      ],
    },
    {
      id: "technical-issues",
      heading: "Technical issues are resolved first",
      blocks: [
        "If something does not work as it should, such as a package not showing on your account or a feature not available, tell us. Our first step is always to fix the problem and make sure you receive what you paid for, and we may extend your package to make up for lost time.",
        "A refund is considered only if we cannot resolve a technical issue on our side within a reasonable time.",
      ],
    },
    {
      id: "acknowledgment",
      heading: "Acknowledgment",
      blocks: [
        "By buying a package you confirm that you have read and understood this refund policy and agree to it, together with our [terms and conditions](/terms-and-conditions).",
      ],
    },
  ],
};
