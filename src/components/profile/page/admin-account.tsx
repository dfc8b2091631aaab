import { ShieldCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "./section-card";

/** An administrator's profile page: the account itself, no member profile and no wizard. */
export function AdminAccount({ user }: { user: { name: string; email: string; phone: string } }) {
  const t = useTranslations("profile");
  return (
    <div className="grid max-w-3xl gap-6">
      <SectionCard
        id="account-details"
        title={t("admin.title")}
        action={
          <Badge>
            <ShieldCheckIcon aria-hidden="true" />
            {t("admin.administrator")}
          </Badge>
        }
        rows={[
          { label: t("admin.name"), value: user.name },
          { label: t("account.email"), value: user.email },
          { label: t("account.phone"), value: user.phone || t("account.notProvided") },
          { label: t("admin.role"), value: t("admin.administrator") },
        ]}
      >
        <p className="text-muted-foreground text-sm">{t("admin.note")}</p>
      </SectionCard>
    </div>
  );
}
