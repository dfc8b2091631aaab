"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClass, classes } from "@/components/site/classes";
import { GENERIC_ERROR } from "@/lib/error-messages";
import { RestError, restRequest } from "@/lib/rest-client";
import {
  PROPOSAL_SENT_MESSAGE,
  type ProposalRelation,
  type ProposeState,
  profileHref,
  proposeState,
  SIGN_IN_TO_PROPOSE,
} from "./proposal-state";

/**
 * The public listing's card buttons (/proposals). Tiny on purpose: no tRPC client, React Query,
 * toaster, tailwind-merge or Radix (decision 0007); a member's proposal goes through the REST row
 * `POST /api/proposal/create` with plain fetch.
 */

const small = "h-9 px-3";
/** Long enough to read the warning before the sign-in page replaces it. */
const WARNING_MS = 1500;

/**
 * A visitor's 'View' and 'Propose': spec §6 warns 'You need to sign in to send a profile.' and
 * sends them to sign-in, which brings them back to this listing (`?next=`). Without JavaScript both
 * are plain links to that sign-in page.
 */
export function VisitorCardActions({ name, signInHref }: { name: string; signInHref: string }) {
  const router = useRouter();
  const [warned, setWarned] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const warnThenGo = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWarned(true);
    if (timer.current !== null) return;
    router.prefetch(signInHref);
    timer.current = window.setTimeout(() => router.push(signInHref), WARNING_MS);
  };

  return (
    <>
      <div className="flex flex-wrap gap-2 *:grow *:basis-24">
        <a href={signInHref} onClick={warnThenGo} className={classes(buttonClass.outline, small)}>
          View<span className="sr-only"> {name}</span>
        </a>
        <a href={signInHref} onClick={warnThenGo} className={classes(buttonClass.primary, small)}>
          Propose<span className="sr-only"> to {name}</span>
        </a>
      </div>
      <p role="alert" className="text-amber-900 text-sm empty:hidden">
        {warned ? SIGN_IN_TO_PROPOSE : ""}
      </p>
    </>
  );
}

type Notice = { text: string; tone: "ok" | "error" } | null;

/** A signed-in member on the public listing: the real actions, the outcome said in the card. */
export function MemberCardActions({
  profileId,
  name,
  relation,
}: {
  profileId: string;
  name: string;
  relation: ProposalRelation;
}) {
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const state: ProposeState = sent ? { kind: "sent", proposalId: null } : proposeState(relation);
  const reasonId = `reason-${profileId}`;

  const propose = async () => {
    if (state.kind !== "can_propose" || pending) return;
    setPending(true);
    setNotice(null);
    try {
      const result = await restRequest("/api/proposal/create", {
        method: "POST",
        body: { receiver_id: profileId },
      });
      setSent(true);
      setNotice({ text: result.message || PROPOSAL_SENT_MESSAGE, tone: "ok" });
    } catch (error) {
      setNotice({ text: error instanceof RestError ? error.message : GENERIC_ERROR, tone: "error" });
    } finally {
      setPending(false);
    }
  };

  let control: ReactNode;
  if (state.kind === "connected" || state.kind === "received") {
    control = (
      <Link href={state.href} className={classes(buttonClass.primary, small)}>
        {state.kind === "connected" ? "View Connection" : "Respond to proposal"}
      </Link>
    );
  } else {
    const unavailable = state.kind !== "can_propose" || pending;
    control = (
      <button
        type="button"
        onClick={propose}
        aria-disabled={unavailable || undefined}
        aria-describedby={state.kind === "not_allowed" ? reasonId : undefined}
        className={classes(
          state.kind === "sent" ? buttonClass.secondary : buttonClass.primary,
          small,
          unavailable && "cursor-not-allowed opacity-60",
        )}
      >
        {state.kind === "sent" ? "Proposal sent" : pending ? "Sending…" : "Propose"}
        {state.kind === "sent" ? null : <span className="sr-only"> to {name}</span>}
      </button>
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2 *:grow *:basis-24">
        <Link href={profileHref(profileId)} className={classes(buttonClass.outline, small)}>
          View<span className="sr-only"> {name}</span>
        </Link>
        {control}
      </div>
      {state.kind === "not_allowed" ? (
        <p id={reasonId} className="text-muted-foreground text-xs">
          {state.reason}
        </p>
      ) : null}
      <p
        role="status"
        className={classes(
          "text-sm empty:hidden",
          notice?.tone === "error" ? "text-destructive" : "text-emerald-800",
        )}
      >
        {notice?.text ?? ""}
      </p>
    </>
  );
}
