import { SearchXIcon } from "lucide-react";
import Link from "next/link";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { buttonVariants } from "@/components/ui/button";

/** Unknown dashboard paths: the shell stays, its header says 'Page Not Found'. */
export default function DashboardNotFound() {
  return (
    <SectionPanel icon={<SearchXIcon aria-hidden="true" />} title="This page could not be found">
      <p>The address may be mistyped, or the page may have moved.</p>
      <Link href="/dashboard" className={buttonVariants()}>
        Back to dashboard
      </Link>
    </SectionPanel>
  );
}
