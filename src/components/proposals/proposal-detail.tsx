import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { cardName } from "@/components/discovery/profile-card";
import { buttonVariants } from "@/components/ui/button";
import { ProposalCard } from "./proposal-card";
import type { ProposalItem } from "./types";

/** /dashboard/proposals/{id}: who it is from or to, the other member's card, and the actions. */
export function ProposalDetail({ proposal }: { proposal: ProposalItem }) {
  const name = proposal.other ? cardName(proposal.other) : "a former member";
  const sent = proposal.direction === "sent";
  return (
    <div className="grid max-w-3xl gap-6">
      <Link
        href={sent ? "/dashboard/proposals?tab=sent" : "/dashboard/proposals"}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}
      >
        <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
        Back to proposals
      </Link>
      <section aria-labelledby="proposal-title" className="grid gap-4">
        <h2 id="proposal-title" className="break-words font-semibold text-2xl leading-tight">
          {sent ? `Your proposal to ${name}` : `Proposal from ${name}`}
        </h2>
        <div className="max-w-sm">
          <ProposalCard proposal={proposal} showDetailsLink={false} />
        </div>
      </section>
    </div>
  );
}
