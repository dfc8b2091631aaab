import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.refundPolicy;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function RefundPolicyPage() {
  return <PolicyPage content={content} />;
}
