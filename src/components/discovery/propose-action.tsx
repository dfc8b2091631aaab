"use client";

import { CheckIcon, HeartHandshakeIcon, Loader2Icon, SendIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { reportNetworkFailure } from "@/components/network/report-network-failure";
import { buttonVariants } from "@/components/ui/button";
import { errorMessage } from "@/lib/client-errors";
import { cn } from "@/lib/utils";
import { api } from "@/trpc/react";
import {
  PROPOSAL_SENT_MESSAGE,
  type ProposalRelation,
  type ProposeState,
  profileHref,
  proposalHref,
  proposeState,
  VERIFIED_ONLY_REASON,
} from "./proposal-state";

/**
 * Propose, and what stands in its place (spec §2 "Proposal cards", §4, §6): 'View Connection' when
 * the two are connected, 'Proposal sent' (disabled) or 'Respond to proposal' while one is pending,
 * a disabled Propose with its reason when the member's proposals privacy does not admit this viewer.
 * The button stays the same element while it changes, so keyboard focus is not lost after sending.
 */
function useProposal(profileId: string, relation: ProposalRelation) {
  const t = useTranslations("discovery.actions");
  const router = useRouter();
  const [sentId, setSentId] = useState<string | null | undefined>(undefined);
  const create = api.proposal.create.useMutation({ meta: { errorToast: false } });
  const state: ProposeState =
    sentId !== undefined ? { kind: "sent", proposalId: sentId } : proposeState(relation);

  const propose = () => {
    if (state.kind !== "can_propose" || create.isPending) return;
    create.mutate(
      { receiver_id: profileId },
      {
        onSuccess: (result) => {
          const message = result.message || PROPOSAL_SENT_MESSAGE;
          toast.success(message === PROPOSAL_SENT_MESSAGE ? t("sentMessage") : message);
          setSentId(result.proposal.id);
        },
        onError: (error) => {
          // Offline: the throttled notice, and no refresh, which offline would replace the page
          // with the browser's error page.
          if (reportNetworkFailure(error)) return;
          toast.error(errorMessage(error));
          // The refusal may mean the page is out of date (a proposal came in, a connection was made).
          router.refresh();
        },
      },
    );
  };
  return { state, propose, pending: create.isPending };
}

type Size = "default" | "sm";

function ProposeControl({
  name,
  state,
  propose,
  pending,
  reasonId,
  size,
  className,
}: {
  name: string;
  state: ProposeState;
  propose: () => void;
  pending: boolean;
  reasonId: string;
  size: Size;
  className?: string;
}) {
  const t = useTranslations("discovery.actions");
  if (state.kind === "connected") {
    return (
      <Link href={state.href} className={cn(buttonVariants({ size }), className)}>
        <HeartHandshakeIcon aria-hidden="true" />
        {t("viewConnection")}
      </Link>
    );
  }
  if (state.kind === "received") {
    return (
      <Link href={state.href} className={cn(buttonVariants({ size }), className)}>
        {t("respond")}
      </Link>
    );
  }
  const unavailable = state.kind !== "can_propose" || pending;
  return (
    <button
      type="button"
      data-slot="button"
      onClick={propose}
      aria-disabled={unavailable || undefined}
      aria-describedby={state.kind === "not_allowed" ? reasonId : undefined}
      aria-label={state.kind === "can_propose" && !pending ? t("proposeName", { name }) : undefined}
      className={cn(
        buttonVariants({ size, variant: state.kind === "sent" ? "secondary" : "default" }),
        unavailable && "cursor-not-allowed opacity-60",
        className,
      )}
    >
      {state.kind === "sent" ? (
        <>
          <CheckIcon aria-hidden="true" />
          {t("proposalSent")}
        </>
      ) : pending ? (
        <>
          <Loader2Icon aria-hidden="true" className="animate-spin" />
          {t("sending")}
        </>
      ) : (
        <>
          <SendIcon aria-hidden="true" />
          {t("propose")}
        </>
      )}
    </button>
  );
}

function Reason({ id, state }: { id: string; state: ProposeState }) {
  const t = useTranslations("discovery.actions");
  if (state.kind !== "not_allowed") return null;
  return (
    <p id={id} className="text-muted-foreground text-xs">
      {state.reason === VERIFIED_ONLY_REASON ? t("verifiedOnly") : state.reason}
    </p>
  );
}

/** A discovery card's foot: 'View' (the profile) and the proposal control. */
export function CardProposalActions({
  profileId,
  name,
  relation,
  prefetch,
}: {
  profileId: string;
  name: string;
  relation: ProposalRelation;
  /** false in low-data mode: the profile is not fetched before it is opened. */
  prefetch?: false;
}) {
  const t = useTranslations("discovery.actions");
  const reasonId = useId();
  const proposal = useProposal(profileId, relation);
  return (
    <>
      <div className="flex flex-wrap gap-2 *:grow *:basis-24">
        <Link
          href={profileHref(profileId)}
          prefetch={prefetch}
          aria-label={t("viewName", { name })}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("view")}
        </Link>
        <ProposeControl name={name} reasonId={reasonId} size="sm" {...proposal} />
      </div>
      <Reason id={reasonId} state={proposal.state} />
    </>
  );
}

/** The profile page's proposal control, with a line saying where things stand. */
export function ProfileProposalAction({
  profileId,
  name,
  relation,
}: {
  profileId: string;
  name: string;
  relation: ProposalRelation;
}) {
  const t = useTranslations("discovery.actions");
  const reasonId = useId();
  const proposal = useProposal(profileId, relation);
  const { state } = proposal;
  return (
    <div className="grid justify-items-start gap-2">
      <ProposeControl name={name} reasonId={reasonId} size="default" {...proposal} />
      <Reason id={reasonId} state={state} />
      {state.kind === "sent" ? (
        <p className="text-muted-foreground text-sm">
          {t("waiting")}{" "}
          <Link
            href={state.proposalId ? proposalHref(state.proposalId) : "/dashboard/proposals?tab=sent"}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("seeProposal")}
          </Link>
        </p>
      ) : null}
      {state.kind === "received" ? (
        <p className="text-muted-foreground text-sm">{t("receivedNote")}</p>
      ) : null}
    </div>
  );
}
