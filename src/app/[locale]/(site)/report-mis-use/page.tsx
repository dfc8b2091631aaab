import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.reportMisuse;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function ReportMisusePage() {
  return <PolicyPage content={content} />;
}
