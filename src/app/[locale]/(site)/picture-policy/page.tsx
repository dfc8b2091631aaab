import { PolicyPage, policyMetadata } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const content = policies.picturePolicy;

export function generateMetadata() {
  return policyMetadata(content);
}

export default function PicturePolicyPage() {
  return <PolicyPage content={content} />;
}
