"use client";

import { InboxIcon, SendIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ProfileGrid } from "@/components/discovery/profile-card";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ProposalCard } from "./proposal-card";
import { isProposalTab, type ProposalItem, type ProposalTab } from "./types";

/** Each tab's words: keys of the proposals catalog's `tabs`. */
const TAB_COPY = {
  received: {
    label: "received",
    pendingTitle: "receivedPending",
    historyTitle: "receivedHistory",
    empty: "receivedEmpty",
  },
  sent: { label: "sent", pendingTitle: "sentPending", historyTitle: "sentHistory", empty: "sentEmpty" },
} as const satisfies Record<ProposalTab, Record<string, string>>;

/**
 * /dashboard/proposals: Received and Sent as tabs (the chosen one kept in the URL, `?tab=sent`),
 * each with the pending proposals first, then the answered ones (the server's order: pending first,
 * then newest).
 */
export function ProposalsView({
  proposals,
  initialTab,
}: {
  proposals: ProposalItem[];
  initialTab: ProposalTab;
}) {
  const t = useTranslations("proposals.tabs");
  const router = useRouter();
  const [tab, setTab] = useState<ProposalTab>(initialTab);
  const byTab = (which: ProposalTab) => proposals.filter((proposal) => proposal.direction === which);

  const choose = (value: string) => {
    if (!isProposalTab(value)) return;
    setTab(value);
    router.replace(value === "received" ? "/dashboard/proposals" : "/dashboard/proposals?tab=sent", {
      scroll: false,
    });
  };

  return (
    <Tabs value={tab} onValueChange={choose} className="max-w-6xl">
      <TabsList aria-label={t("label")}>
        {(["received", "sent"] as const).map((which) => {
          const pending = byTab(which).filter((proposal) => proposal.status === "pending").length;
          return (
            <TabsTrigger key={which} value={which}>
              {which === "received" ? (
                <InboxIcon aria-hidden="true" className="size-4" />
              ) : (
                <SendIcon aria-hidden="true" className="size-4" />
              )}
              {t(TAB_COPY[which].label)}
              {pending > 0 ? (
                <Badge variant="secondary" className="min-w-5 tabular-nums">
                  {pending}
                  <span className="sr-only"> {t("pending")}</span>
                </Badge>
              ) : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {(["received", "sent"] as const).map((which) => (
        <TabsContent key={which} value={which} className="grid gap-8">
          <TabBody which={which} proposals={byTab(which)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TabBody({ which, proposals }: { which: ProposalTab; proposals: ProposalItem[] }) {
  const t = useTranslations("proposals.tabs");
  const copy = TAB_COPY[which];
  if (proposals.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-6">
        <p className="font-medium">{t(copy.empty)}</p>
        <p className="text-muted-foreground text-sm">{t("browseHint")}</p>
        <Link href="/dashboard" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("browse")}
        </Link>
      </div>
    );
  }
  const pending = proposals.filter((proposal) => proposal.status === "pending");
  const history = proposals.filter((proposal) => proposal.status !== "pending");
  return (
    <>
      <ProposalGroup
        id={`${which}-pending`}
        title={t(copy.pendingTitle)}
        proposals={pending}
        empty={t("nothingPending")}
      />
      {history.length > 0 ? (
        <ProposalGroup id={`${which}-history`} title={t(copy.historyTitle)} proposals={history} />
      ) : null}
    </>
  );
}

function ProposalGroup({
  id,
  title,
  proposals,
  empty,
}: {
  id: string;
  title: string;
  proposals: ProposalItem[];
  empty?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        {title} <span className="font-normal text-muted-foreground text-sm">({proposals.length})</span>
      </h2>
      {proposals.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ProfileGrid>
          {proposals.map((proposal) => (
            <li key={proposal.id} className="grid">
              <ProposalCard proposal={proposal} />
            </li>
          ))}
        </ProfileGrid>
      )}
    </section>
  );
}
