import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.disclaimer;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function DisclaimerPage() {
  return <PolicyPage content={content} />;
}
