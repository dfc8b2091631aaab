/**
 * What a profile card (or a profile page) offers its viewer for proposing, decided from the
 * server's answers (`proposal_privacy`, `connection_id`, a pending `proposal`): pure, so the
 * dashboard's cards, the profile page and the public listing agree, and unit tests can hold it.
 */

/** Spec §8: the success text of proposal.create (the server's message is shown when it sends one). */
export const PROPOSAL_SENT_MESSAGE = "Proposal send successfully!";
/** Spec §6 and §8: a visitor who tries to view or propose. */
export const SIGN_IN_TO_PROPOSE = "You need to sign in to send a profile.";
/** Why Propose is disabled when `proposal_privacy` is false (the server's refusal, word for word). */
export const VERIFIED_ONLY_REASON = "This member accepts proposals from verified members only";

export type PendingProposal = { id: string; status: "pending"; direction: "sent" | "received" };

export type ProposalRelation = {
  proposal_privacy: boolean;
  connection_id: string | null;
  proposal: PendingProposal | null;
};

export type ProposeState =
  | { kind: "connected"; href: string }
  | { kind: "sent"; proposalId: string | null }
  | { kind: "received"; proposalId: string; href: string }
  | { kind: "not_allowed"; reason: string }
  | { kind: "can_propose" };

export function connectionHref(connectionId: string): string {
  return `/dashboard/connections/${encodeURIComponent(connectionId)}`;
}

export function proposalHref(proposalId: string): string {
  return `/dashboard/proposals/${encodeURIComponent(proposalId)}`;
}

export function profileHref(profileId: string): string {
  return `/dashboard/user-profile/${encodeURIComponent(profileId)}`;
}

/**
 * Connected first (spec §4: 'View Connection' instead of Propose), then a pending proposal either
 * way (one live proposal per pair), then the target's proposals privacy.
 */
export function proposeState(relation: ProposalRelation): ProposeState {
  if (relation.connection_id) return { kind: "connected", href: connectionHref(relation.connection_id) };
  const pending = relation.proposal;
  if (pending?.direction === "sent") {
    return { kind: "sent", proposalId: pending.id };
  }
  if (pending?.direction === "received") {
    return { kind: "received", proposalId: pending.id, href: proposalHref(pending.id) };
  }
  if (!relation.proposal_privacy) return { kind: "not_allowed", reason: VERIFIED_ONLY_REASON };
  return { kind: "can_propose" };
}

/** The sign-in address that brings a visitor back to `returnTo` (a same-site path with its query). */
export function signInToReturn(returnTo: string): string {
  return `/auth/sign-in?next=${encodeURIComponent(returnTo)}`;
}
