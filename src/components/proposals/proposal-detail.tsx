import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { cardName } from "@/components/discovery/profile-card";
import { buttonVariants } from "@/components/ui/button";
import { ProposalCard } from "./proposal-card";
import type { ProposalItem } from "./types";

/** /dashboard/proposals/{id}: who it is from or to, the other member's card, and the actions. */
export function ProposalDetail({ proposal }: { proposal: ProposalItem }) {
  const t = useTranslations("proposals.detail");
  const name = proposal.other ? cardName(proposal.other) : t("formerMember");
  const sent = proposal.direction === "sent";
  return (
    <div className="grid max-w-3xl gap-6">
      <Link
        href={sent ? "/dashboard/proposals?tab=sent" : "/dashboard/proposals"}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}
      >
        <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
        {t("back")}
      </Link>
      <section aria-labelledby="proposal-title" className="grid gap-4">
        <h2 id="proposal-title" className="break-words font-semibold text-2xl leading-tight">
          {sent ? t("titleSent", { name }) : t("titleReceived", { name })}
        </h2>
        <div className="max-w-sm">
          <ProposalCard proposal={proposal} showDetailsLink={false} />
        </div>
      </section>
    </div>
  );
}
