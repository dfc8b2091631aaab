import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.safetyTips;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function SafetyTipsPage() {
  return <PolicyPage content={content} />;
}
