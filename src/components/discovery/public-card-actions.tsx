"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClass, classes } from "@/components/site/classes";
import { localizeMessage } from "@/i18n/localize-message";
import { GENERIC_ERROR } from "@/lib/error-messages";
import { RestError, restRequest } from "@/lib/rest-client";
import {
  PROPOSAL_SENT_MESSAGE,
  type ProposalRelation,
  type ProposeState,
  profileHref,
  proposeState,
  VERIFIED_ONLY_REASON,
} from "./proposal-state";

/**
 * The cards' words, from the server (the public listing's client catalogs hold only the site's
 * namespaces, decision 0007 keeps this island small).
 */
export type CardActionLabels = {
  view: string;
  /** "View" for screen readers, with the member's name. */
  viewName: string;
  propose: string;
  proposeName: string;
  signInToView: string;
  signInToPropose: string;
  proposalSent: string;
  sending: string;
  viewConnection: string;
  respond: string;
  sentMessage: string;
  verifiedOnly: string;
};

/**
 * The public listing's card buttons (/proposals). Tiny on purpose: no tRPC client, React Query,
 * toaster, tailwind-merge or Radix (decision 0007); a member's proposal goes through the REST row
 * `POST /api/proposal/create` with plain fetch.
 */

const small = "h-9 px-3";
/** Long enough to read the warning before the sign-in page replaces it. */
const WARNING_MS = 1500;

/**
 * A visitor's 'View' and 'Propose' send them to sign-in, which brings them back to this listing
 * (`?next=`), after a warning of their own: Propose says spec §6's 'You need to sign in to send a
 * profile.', View says 'Sign in to view this profile.' (issue 19's walk: viewing is not sending).
 * Without JavaScript both are plain links to that sign-in page.
 */
export function VisitorCardActions({ signInHref, labels }: { signInHref: string; labels: CardActionLabels }) {
  const router = useRouter();
  const [warned, setWarned] = useState<"view" | "propose" | null>(null);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const warnThenGo = (which: "view" | "propose") => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWarned(which);
    if (timer.current !== null) return;
    router.prefetch(signInHref);
    timer.current = window.setTimeout(() => router.push(signInHref), WARNING_MS);
  };

  return (
    <>
      <div className="flex flex-wrap gap-2 *:grow *:basis-24">
        <a
          href={signInHref}
          onClick={warnThenGo("view")}
          aria-label={labels.viewName}
          className={classes(buttonClass.outline, small)}
        >
          {labels.view}
        </a>
        <a
          href={signInHref}
          onClick={warnThenGo("propose")}
          aria-label={labels.proposeName}
          className={classes(buttonClass.primary, small)}
        >
          {labels.propose}
        </a>
      </div>
      <p role="alert" className="text-amber-900 text-sm empty:hidden">
        {warned === "view" ? labels.signInToView : warned === "propose" ? labels.signInToPropose : ""}
      </p>
    </>
  );
}

type Notice = { text: string; tone: "ok" | "error" } | null;

/** A signed-in member on the public listing: the real actions, the outcome said in the card. */
export function MemberCardActions({
  profileId,
  relation,
  labels,
  prefetch,
}: {
  profileId: string;
  relation: ProposalRelation;
  labels: CardActionLabels;
  /** false in low-data mode: the profile is not fetched before it is opened. */
  prefetch?: false;
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
      const message = result.message || PROPOSAL_SENT_MESSAGE;
      setNotice({ text: message === PROPOSAL_SENT_MESSAGE ? labels.sentMessage : message, tone: "ok" });
    } catch (error) {
      setNotice({
        text: localizeMessage(error instanceof RestError ? error.message : GENERIC_ERROR),
        tone: "error",
      });
    } finally {
      setPending(false);
    }
  };

  let control: ReactNode;
  if (state.kind === "connected" || state.kind === "received") {
    control = (
      <Link href={state.href} className={classes(buttonClass.primary, small)}>
        {state.kind === "connected" ? labels.viewConnection : labels.respond}
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
        aria-label={state.kind === "can_propose" && !pending ? labels.proposeName : undefined}
        className={classes(
          state.kind === "sent" ? buttonClass.secondary : buttonClass.primary,
          small,
          unavailable && "cursor-not-allowed opacity-60",
        )}
      >
        {state.kind === "sent" ? labels.proposalSent : pending ? labels.sending : labels.propose}
      </button>
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2 *:grow *:basis-24">
        <Link
          href={profileHref(profileId)}
          prefetch={prefetch}
          aria-label={labels.viewName}
          className={classes(buttonClass.outline, small)}
        >
          {labels.view}
        </Link>
        {control}
      </div>
      {state.kind === "not_allowed" ? (
        <p id={reasonId} className="text-muted-foreground text-xs">
          {state.reason === VERIFIED_ONLY_REASON ? labels.verifiedOnly : state.reason}
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
