import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.termsAndConditions;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function TermsAndConditionsPage() {
  return <PolicyPage content={content} />;
}
