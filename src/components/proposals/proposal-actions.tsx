"use client";

import { CheckIcon, HeartHandshakeIcon, Loader2Icon, Undo2Icon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { connectionHref } from "@/components/discovery/proposal-state";
import { reportNetworkFailure } from "@/components/network/report-network-failure";
import { Button, buttonVariants } from "@/components/ui/button";
import { errorMessage, isNetworkError } from "@/lib/client-errors";
import type { ProposalAnswer } from "@/lib/validation/proposal";
import { api } from "@/trpc/react";
import { answersFor, type ProposalItem } from "./types";

/**
 * What a member may do with a proposal (`answersFor`): the receiver accepts or declines a pending
 * one (only declines it when the sender is no longer available), the sender withdraws it; an
 * accepted one leads to the connection. After an answer the
 * sidebar's Proposals count (pending received) is fetched again and the page re-read.
 */
export function ProposalActions({
  proposal,
  name,
  size = "sm",
}: {
  proposal: Pick<ProposalItem, "id" | "status" | "direction" | "connection_id" | "other">;
  name: string;
  size?: "sm" | "default";
}) {
  const t = useTranslations("proposals");
  const router = useRouter();
  const utils = api.useUtils();
  const [answered, setAnswered] = useState<{ status: ProposalAnswer; connectionId: string | null } | null>(
    null,
  );
  const update = api.proposal.update.useMutation({ meta: { errorToast: false } });
  const status = answered?.status ?? proposal.status;
  const connectionId = answered?.connectionId ?? proposal.connection_id;

  const answer = (next: ProposalAnswer) => {
    if (update.isPending) return;
    update.mutate(
      { proposal_id: proposal.id, status: next },
      {
        onSuccess: (result) => {
          // The server's text is the spec's English for this answer; the catalog says it in the page's language.
          toast.success(t(`answered.${next}`));
          setAnswered({ status: next, connectionId: result.connection_id });
        },
        onError: (error) => {
          if (!reportNetworkFailure(error)) toast.error(errorMessage(error));
        },
        onSettled: (_result, error) => {
          // Offline there is nothing new to show, and a refresh would load the browser's error page.
          if (error && isNetworkError(error)) return;
          void utils.dashboard.badges.invalidate();
          router.refresh();
        },
      },
    );
  };

  const who = <span className="sr-only"> {t("actions.fromName", { name })}</span>;
  const spinner = <Loader2Icon aria-hidden="true" className="animate-spin" />;
  const busy = update.isPending ? update.variables?.status : undefined;

  if (status === "accepted" && connectionId) {
    return (
      <Link href={connectionHref(connectionId)} className={buttonVariants({ size })}>
        <HeartHandshakeIcon aria-hidden="true" />
        {t("actions.viewConnection")}
      </Link>
    );
  }
  const answers = answersFor({ ...proposal, status });
  if (answers.length === 0) return null;
  if (proposal.direction === "received") {
    return (
      <div className="flex flex-wrap gap-2 *:grow *:basis-24">
        {answers.includes("accepted") ? (
          <Button size={size} onClick={() => answer("accepted")} disabled={update.isPending}>
            {busy === "accepted" ? spinner : <CheckIcon aria-hidden="true" />}
            {t("actions.accept")}
            {who}
          </Button>
        ) : null}
        <Button size={size} variant="outline" onClick={() => answer("declined")} disabled={update.isPending}>
          {busy === "declined" ? spinner : <XIcon aria-hidden="true" />}
          {t("actions.decline")}
          {who}
        </Button>
      </div>
    );
  }
  return (
    <Button size={size} variant="outline" onClick={() => answer("withdrawn")} disabled={update.isPending}>
      {busy === "withdrawn" ? spinner : <Undo2Icon aria-hidden="true" />}
      {t("actions.withdraw")}
      <span className="sr-only"> {t("actions.toName", { name })}</span>
    </Button>
  );
}
