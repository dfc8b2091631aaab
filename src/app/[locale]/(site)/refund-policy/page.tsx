import { pageMetadata } from "@/components/site/page-metadata";
import { PolicyPage } from "@/components/site/policy-page";
import { policies } from "@/content/policies";

const policy = policies.refundPolicy;

export const metadata = pageMetadata({
  title: policy.title,
  description: policy.description,
  path: policy.path,
});

export default function RefundPolicyPage() {
  return <PolicyPage policy={policy} />;
}
