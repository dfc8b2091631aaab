import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.privacyPolicy;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function PrivacyPolicyPage() {
  return <PolicyPage content={content} />;
}
