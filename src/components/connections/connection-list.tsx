import { HeartHandshakeIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { SectionPanel } from "@/components/dashboard/section-panel";
import { cardName, ProfileCard, ProfileGrid } from "@/components/discovery/profile-card";
import { connectionHref } from "@/components/discovery/proposal-state";
import type { ConnectionItem } from "@/components/proposals/types";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";

/** /dashboard/connections: the members whose proposal was accepted either way, newest first. */
export function ConnectionList({ connections }: { connections: ConnectionItem[] }) {
  const t = useTranslations("connections.list");
  const locale = useLocale() as Locale;
  if (connections.length === 0) {
    return (
      <SectionPanel icon={<UsersIcon aria-hidden="true" />} title={t("emptyTitle")}>
        <p>{t("emptyText")}</p>
        <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
          {t("browse")}
        </Link>
      </SectionPanel>
    );
  }
  return (
    <section aria-labelledby="connections-title" className="grid max-w-6xl gap-4">
      <h2 id="connections-title" className="font-semibold text-xl">
        {t("title")}{" "}
        <span className="font-normal text-muted-foreground text-sm">
          {t("count", { count: connections.length })}
        </span>
      </h2>
      <ProfileGrid>
        {connections.map((connection) => {
          const name = cardName(connection.other);
          return (
            <li key={connection.id} className="grid">
              <ProfileCard
                profile={connection.other}
                actions={
                  <Link href={connectionHref(connection.id)} className={buttonVariants({ size: "sm" })}>
                    <HeartHandshakeIcon aria-hidden="true" />
                    {t("view")}
                    <span className="sr-only">{t("viewWith", { name })}</span>
                  </Link>
                }
              >
                <p className="text-muted-foreground text-sm">
                  {t.rich("since", {
                    date: formatDate(connection.created_at, locale),
                    strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
                  })}
                </p>
              </ProfileCard>
            </li>
          );
        })}
      </ProfileGrid>
    </section>
  );
}
