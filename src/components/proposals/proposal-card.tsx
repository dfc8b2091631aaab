import { UserXIcon } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { cardName, ProfileCard } from "@/components/discovery/profile-card";
import { profileHref, proposalHref } from "@/components/discovery/proposal-state";
import { buttonVariants } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { ProposalActions } from "./proposal-actions";
import { ProposalStatusBadge } from "./status-badge";
import type { ProposalItem } from "./types";

/** When it was sent, and (once answered) when and how it was answered, the spec's way (§9). */
export function ProposalDates({ proposal }: { proposal: ProposalItem }) {
  const t = useTranslations("proposals");
  const locale = useLocale();
  const sent = proposal.direction === "sent" ? t("dates.sent") : t("dates.received");
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <dt className="sr-only">{t("status.label")}</dt>
        <dd>
          <ProposalStatusBadge status={proposal.status} />
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">{sent}</dt>
        <dd className="font-medium">{formatDate(proposal.created_at, locale)}</dd>
      </div>
      {proposal.status !== "pending" ? (
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t("dates.answered")}</dt>
          <dd className="font-medium">{formatDate(proposal.updated_at, locale)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * One proposal as a card: the other member (or a note when their profile is gone or hidden), its
 * status and dates, and what this member may do with it.
 */
export function ProposalCard({
  proposal,
  showDetailsLink = true,
}: {
  proposal: ProposalItem;
  showDetailsLink?: boolean;
}) {
  const t = useTranslations("proposals");
  const other = proposal.other;
  const name = other ? cardName(other) : t("card.formerMember");
  const sentByMe = proposal.direction === "sent";
  const details = showDetailsLink ? (
    <Link href={proposalHref(proposal.id)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
      {t("actions.details")}
      <span className="sr-only">
        {" "}
        {sentByMe ? t("actions.detailsOfSent", { name }) : t("actions.detailsOfReceived", { name })}
      </span>
    </Link>
  ) : null;
  const actions = (
    <>
      <ProposalActions proposal={proposal} name={name} />
      <div className="flex flex-wrap gap-2">
        {other ? (
          <Link href={profileHref(other.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("actions.view")}
            <span className="sr-only"> {name}</span>
          </Link>
        ) : null}
        {details}
      </div>
    </>
  );

  if (!other) {
    return (
      <article
        aria-label={sentByMe ? t("card.goneSent") : t("card.goneReceived")}
        className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      >
        <div className="flex items-center gap-2 text-muted-foreground">
          <UserXIcon aria-hidden="true" className="size-5" />
          <p>{t("card.unavailable")}</p>
        </div>
        <ProposalDates proposal={proposal} />
        <div className="mt-auto grid gap-2">{actions}</div>
      </article>
    );
  }
  return (
    <ProfileCard profile={other} actions={actions}>
      <ProposalDates proposal={proposal} />
    </ProfileCard>
  );
}
