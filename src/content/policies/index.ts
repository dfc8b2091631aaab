import { disclaimer } from "./disclaimer";
import { picturePolicy } from "./picture-policy";
import { privacyPolicy } from "./privacy-policy";
import { refundPolicy } from "./refund-policy";
import { reportMisuse } from "./report-misuse";
import { safetyTips } from "./safety-tips";
import { termsAndConditions } from "./terms-and-conditions";

export type { LocalizedPolicy, Policy, PolicyBlock, PolicySection } from "./types";

/** Every policy, each `{ en, ur }`: a page reads `policies.x[locale]`. */
export const policies = {
  termsAndConditions,
  refundPolicy,
  safetyTips,
  disclaimer,
  picturePolicy,
  reportMisuse,
  privacyPolicy,
} as const;
