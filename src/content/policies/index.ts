import { disclaimer } from "./disclaimer";
import { picturePolicy } from "./picture-policy";
import { privacyPolicy } from "./privacy-policy";
import { refundPolicy } from "./refund-policy";
import { reportMisuse } from "./report-misuse";
import { safetyTips } from "./safety-tips";
import { termsAndConditions } from "./terms-and-conditions";

export type { Policy, PolicyBlock, PolicySection } from "./types";

export const policies = {
  termsAndConditions,
  refundPolicy,
  safetyTips,
  disclaimer,
  picturePolicy,
  reportMisuse,
  privacyPolicy,
} as const;
