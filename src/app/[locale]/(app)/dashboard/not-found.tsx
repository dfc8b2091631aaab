import { SearchXIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { buttonVariants } from "@/components/ui/button";

/** Unknown dashboard paths: the shell stays, its header says 'Page Not Found'. */
export default function DashboardNotFound() {
  const t = useTranslations("dashboard.notFound");
  return (
    <SectionPanel icon={<SearchXIcon aria-hidden="true" />} title={t("title")}>
      <p>{t("text")}</p>
      <Link href="/dashboard" className={buttonVariants()}>
        {t("back")}
      </Link>
    </SectionPanel>
  );
}
